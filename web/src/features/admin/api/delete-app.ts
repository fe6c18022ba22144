import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicAppsQueryKey, adminQueryKeys } from '#web/api/query-keys.ts';
import { api } from '#web/api/client.ts';
import { ownWords } from './query-keys.ts';
import { invalidate } from '#web/api/invalidate.ts';

/** DELETE /api/admin/apps/{id}: the app, its offers and its user data. */
export function deleteApp(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/apps/${encodeURIComponent(id)}`, ownWords);
}

export function useDeleteApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApp,
    onSuccess: () => invalidate(queryClient, adminQueryKeys.apps, publicAppsQueryKey),
  });
}
