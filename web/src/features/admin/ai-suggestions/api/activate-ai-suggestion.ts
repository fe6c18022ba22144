import type { AdminAppAnswer, AppFormInput } from '#contract/admin/apps/schema.ts';
import { publicAppsQueryKey, adminQueryKeys } from '#web/api/query-keys.ts';
import { api } from '#web/api/client.ts';
import { useRefreshingMutation } from '#web/api/refreshing-mutation.ts';
import { ownWords } from '#web/features/admin/shared/api/query-keys.ts';

/** Creates an active app from the suggestion, as the administrator reviewed it; the suggestion leaves the list and the apps list reloads. */
function activateAiSuggestion({ id, reviewed }: { id: string; reviewed: AppFormInput }): Promise<AdminAppAnswer> {
  return api.post<AdminAppAnswer>(`/api/admin/ai-suggestions/${encodeURIComponent(id)}/activate`, reviewed, ownWords);
}

export function useActivateAiSuggestion() {
  return useRefreshingMutation(activateAiSuggestion, { onSuccess: [adminQueryKeys.aiSuggestions, adminQueryKeys.apps, publicAppsQueryKey] });
}
