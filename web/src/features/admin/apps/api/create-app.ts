import type { AdminAppAnswer, AppFormInput } from '#contract/admin/apps/schema.ts';
import { publicAppsQueryKey, adminQueryKeys } from '#web/api/query-keys.ts';
import { api } from '#web/api/client.ts';
import { useRefreshingMutation } from '#web/api/refreshing-mutation.ts';
import { ownWords } from '#web/features/admin/shared/api/query-keys.ts';

function createApp(body: AppFormInput): Promise<AdminAppAnswer> {
  return api.post<AdminAppAnswer>('/api/admin/apps', body, ownWords);
}

export function useCreateApp() {
  return useRefreshingMutation(createApp, { onSuccess: [adminQueryKeys.apps, publicAppsQueryKey] });
}
