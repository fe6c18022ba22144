import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicAppsQueryKey } from '../apps/public-apps.ts';
import { api } from '../client.ts';
import { adminQueryKeys, ownWords } from './query-keys.ts';

/** DELETE /api/admin/apps/{id}: the app, its offers and its user data. */
export function deleteApp(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/apps/${encodeURIComponent(id)}`, ownWords);
}

export function useDeleteApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApp,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminQueryKeys.apps }), queryClient.invalidateQueries({ queryKey: publicAppsQueryKey })]),
  });
}
