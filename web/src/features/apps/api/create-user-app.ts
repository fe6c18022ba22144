import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserApp, UserAppCreateBody } from '#contract/apps/schema.ts';
import { api } from '#web/api/client.ts';
import type { CallOptions } from '#web/api/session.ts';
import { userAppsQueryKey } from '#web/api/query-keys.ts';

type Options = Pick<CallOptions, 'errorToast'>;

/** Adds an app to the person's apps (owns: true from onboarding, false from the dashboard). A second time answers 409. */
export function createUserApp(body: UserAppCreateBody, options?: Options): Promise<UserApp> {
  return api.post<UserApp>('/api/user-apps', body, options);
}

export function useCreateUserApp(options?: Options) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserAppCreateBody) => createUserApp(body, options),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userAppsQueryKey }),
  });
}
