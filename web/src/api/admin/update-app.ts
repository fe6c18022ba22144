import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppFormInput } from '../../../../contract/admin-apps.ts';
import type { App } from '../../../../contract/apps.ts';
import { publicAppsQueryKey } from '../apps/public-apps.ts';
import { api } from '../client.ts';
import { adminQueryKeys, ownWords } from './query-keys.ts';

type AppPatch = Partial<AppFormInput>;

/** PATCH /api/admin/apps/{id}: the edit form's fields, or only is_active (Activate / Deactivate). */
export function updateApp(id: string, body: AppPatch): Promise<App> {
  return api.patch<App>(`/api/admin/apps/${encodeURIComponent(id)}`, body, ownWords);
}

export function useUpdateApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AppPatch }) => updateApp(id, body),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminQueryKeys.apps }), queryClient.invalidateQueries({ queryKey: publicAppsQueryKey })]),
  });
}
