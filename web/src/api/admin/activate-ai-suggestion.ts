import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { App } from '../../../../contract/apps.ts';
import { publicAppsQueryKey } from '../apps/public-apps.ts';
import { api } from '../client.ts';
import { adminQueryKeys, ownWords } from './query-keys.ts';

/** Creates an active app from the suggestion; the suggestion leaves the list and the apps list reloads. */
export function activateAiSuggestion(id: string): Promise<App> {
  return api.post<App>(`/api/admin/ai-suggestions/${encodeURIComponent(id)}/activate`, undefined, ownWords);
}

export function useActivateAiSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateAiSuggestion,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.aiSuggestions }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.apps }),
        queryClient.invalidateQueries({ queryKey: publicAppsQueryKey }),
      ]),
  });
}
