import type { AdminAppAnswer, AppFormInput } from '#contract/admin/apps/schema.ts';
import { publicAppsQueryKey, adminQueryKeys } from '#web/api/query-keys.ts';
import { api } from '#web/api/client.ts';
import { useRefreshingMutation } from '#web/api/refreshing-mutation.ts';
import { ownWords } from '#web/features/admin/shared/api/query-keys.ts';

type AppPatch = Partial<AppFormInput>;

/** PATCH /api/admin/apps/{id}: the edit form's fields, or only is_active (Activate / Deactivate). */
function updateApp({ id, body }: { id: string; body: AppPatch }): Promise<AdminAppAnswer> {
  return api.patch<AdminAppAnswer>(`/api/admin/apps/${encodeURIComponent(id)}`, body, ownWords);
}

export function useUpdateApp() {
  return useRefreshingMutation(updateApp, { onSuccess: [adminQueryKeys.apps, publicAppsQueryKey] });
}
