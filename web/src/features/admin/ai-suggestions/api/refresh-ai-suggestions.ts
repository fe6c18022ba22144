import type { AiSuggestionRefreshResult } from '#contract/admin/ai-suggestions/schema.ts';
import { api } from '#web/api/client.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';
import { useRefreshingMutation } from '#web/api/refreshing-mutation.ts';
import { ownWords } from '#web/features/admin/shared/api/query-keys.ts';

/** Find More Suggestions. The answer's message ("Added N new AI suggestions!") is toasted by the session layer. */
function refreshAiSuggestions(): Promise<AiSuggestionRefreshResult> {
  return api.post<AiSuggestionRefreshResult>('/api/admin/ai-suggestions/refresh', undefined, ownWords);
}

export function useRefreshAiSuggestions() {
  return useRefreshingMutation(refreshAiSuggestions, { onSuccess: [adminQueryKeys.aiSuggestions] });
}
