import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppFormInput } from '#contract/admin/apps/schema.ts';
import type { App } from '#contract/apps/schema.ts';
import { publicAppsQueryKey, adminQueryKeys } from '#web/api/query-keys.ts';
import { api } from '#web/api/client.ts';
import { ownWords } from './query-keys.ts';
import { invalidate } from '#web/api/invalidate.ts';

export function createApp(body: AppFormInput): Promise<App> {
  return api.post<App>('/api/admin/apps', body, ownWords);
}

export function useCreateApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApp,
    onSuccess: () => invalidate(queryClient, adminQueryKeys.apps, publicAppsQueryKey),
  });
}
