import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/api/client.ts';
import { ownWords } from './query-keys.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';

/** Reject: DELETE /api/admin/ai-suggestions/{id}. */
export function rejectAiSuggestion(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/ai-suggestions/${encodeURIComponent(id)}`, ownWords);
}

export function useRejectAiSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectAiSuggestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.aiSuggestions }),
  });
}
