import { adminQueryKeys } from '#web/api/query-keys.ts';
import { api } from '#web/api/client.ts';
import { useRefreshingMutation } from '#web/api/refreshing-mutation.ts';
import { ownWords } from '#web/features/admin/shared/api/query-keys.ts';

/** POST /api/admin/users/{id}/2fa/reset: another administrator's second factor, reset for them. */
function resetSecondFactor(userId: string): Promise<{ detail: string }> {
  return api.post<{ detail: string }>(`/api/admin/users/${encodeURIComponent(userId)}/2fa/reset`, undefined, ownWords);
}

export function useResetSecondFactor() {
  return useRefreshingMutation(resetSecondFactor, { onSuccess: [adminQueryKeys.users, adminQueryKeys.auditLog] });
}
