import { adminQueryKeys } from '#web/api/query-keys.ts';
import { api } from '#web/api/client.ts';
import { useRefreshingMutation } from '#web/api/refreshing-mutation.ts';
import { ownWords } from '#web/features/admin/shared/api/query-keys.ts';

/** POST /api/admin/users/{id}/resend-verification: a new verification link for the user. */
function resendVerification(userId: string): Promise<{ detail: string }> {
  return api.post<{ detail: string }>(`/api/admin/users/${encodeURIComponent(userId)}/resend-verification`, undefined, ownWords);
}

export function useResendVerification() {
  return useRefreshingMutation(resendVerification, { onSuccess: [adminQueryKeys.users, adminQueryKeys.auditLog] });
}
