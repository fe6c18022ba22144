import { api } from '#web/api/client.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';
import { useRefreshingMutation } from '#web/api/refreshing-mutation.ts';
import { ownWords } from '#web/features/admin/shared/api/query-keys.ts';

/** Reject: DELETE /api/admin/ai-suggestions/{id}. */
function rejectAiSuggestion(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/ai-suggestions/${encodeURIComponent(id)}`, ownWords);
}

export function useRejectAiSuggestion() {
  return useRefreshingMutation(rejectAiSuggestion, { onSuccess: [adminQueryKeys.aiSuggestions] });
}
