import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiSuggestion } from '#contract/admin/ai-suggestions/schema.ts';
import { api } from '#web/api/client.ts';
import { ownWords } from './query-keys.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';

export function getAiSuggestions(): Promise<AiSuggestion[]> {
  return api.get<AiSuggestion[]>('/api/admin/ai-suggestions', ownWords);
}

export function aiSuggestionsQueryOptions() {
  return queryOptions({ queryKey: adminQueryKeys.aiSuggestions, queryFn: getAiSuggestions });
}

export function useAiSuggestions() {
  return useQuery(aiSuggestionsQueryOptions());
}
