import { publicAppsQueryKey, adminQueryKeys } from '#web/api/query-keys.ts';
import { api } from '#web/api/client.ts';
import { useRefreshingMutation } from '#web/api/refreshing-mutation.ts';
import { ownWords } from '#web/features/admin/shared/api/query-keys.ts';

/** DELETE /api/admin/apps/{id}: the app, its offers and its user data. */
function deleteApp(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/apps/${encodeURIComponent(id)}`, ownWords);
}

export function useDeleteApp() {
  return useRefreshingMutation(deleteApp, { onSuccess: [adminQueryKeys.apps, publicAppsQueryKey] });
}
