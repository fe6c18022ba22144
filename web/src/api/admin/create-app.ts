import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppFormInput } from '../../../../contract/admin-apps.ts';
import type { App } from '../../../../contract/apps.ts';
import { publicAppsQueryKey } from '../apps/public-apps.ts';
import { api } from '../client.ts';
import { adminQueryKeys, ownWords } from './query-keys.ts';

export function createApp(body: AppFormInput): Promise<App> {
  return api.post<App>('/api/admin/apps', body, ownWords);
}

export function useCreateApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApp,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminQueryKeys.apps }), queryClient.invalidateQueries({ queryKey: publicAppsQueryKey })]),
  });
}
