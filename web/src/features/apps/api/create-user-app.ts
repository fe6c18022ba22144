import type { UserApp, UserAppCreateBody } from '#contract/apps/schema.ts';
import { api } from '#web/api/client.ts';
import type { CallOptions } from '#web/api/session.ts';
import { userAppsQueryKey } from '#web/api/query-keys.ts';
import { useRefreshingMutation } from '#web/api/refreshing-mutation.ts';

type Options = Pick<CallOptions, 'errorToast'>;

/** Adds an app to the person's apps (owns: true from onboarding, false from the dashboard). A second time answers 409. */
export function createUserApp(body: UserAppCreateBody, options?: Options): Promise<UserApp> {
  return api.post<UserApp>('/api/user-apps', body, options);
}

export function useCreateUserApp(options?: Options) {
  return useRefreshingMutation((body: UserAppCreateBody) => createUserApp(body, options), { onSettled: [userAppsQueryKey] });
}
