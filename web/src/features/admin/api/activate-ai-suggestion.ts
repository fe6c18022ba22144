import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { App } from '#contract/apps/schema.ts';
import { publicAppsQueryKey, adminQueryKeys } from '#web/api/query-keys.ts';
import { api } from '#web/api/client.ts';
import { ownWords } from './query-keys.ts';
import { invalidate } from '#web/api/invalidate.ts';

/** Creates an active app from the suggestion; the suggestion leaves the list and the apps list reloads. */
export function activateAiSuggestion(id: string): Promise<App> {
  return api.post<App>(`/api/admin/ai-suggestions/${encodeURIComponent(id)}/activate`, undefined, ownWords);
}

export function useActivateAiSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateAiSuggestion,
    onSuccess: () => invalidate(queryClient, adminQueryKeys.aiSuggestions, adminQueryKeys.apps, publicAppsQueryKey),
  });
}
