import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiSuggestionRefreshResult } from '#contract/admin/ai-suggestions/schema.ts';
import { api } from '#web/api/client.ts';
import { ownWords } from './query-keys.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';

/** Find More Suggestions. The answer's message ("Added N new AI suggestions!") is toasted by the session layer. */
export function refreshAiSuggestions(): Promise<AiSuggestionRefreshResult> {
  return api.post<AiSuggestionRefreshResult>('/api/admin/ai-suggestions/refresh', undefined, ownWords);
}

export function useRefreshAiSuggestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshAiSuggestions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.aiSuggestions }),
  });
}
