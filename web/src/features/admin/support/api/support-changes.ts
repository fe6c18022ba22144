import type { AdminSupportRequest, AdminSupportUpdateBody } from '#contract/admin/support/schema.ts';
import type { SupportMessageBody } from '#contract/support/schema.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';
import { api } from '#web/api/client.ts';
import { useRefreshingMutation } from '#web/api/refreshing-mutation.ts';
import { adminSupportKeys, ownWords } from '#web/features/admin/shared/api/query-keys.ts';

/** Both change a request's status, so both refresh the queue and the log; a 409 (someone acted first) refreshes the queue. */
const REFRESHES = { onSuccess: [adminSupportKeys.all, adminQueryKeys.auditLog], onConflict: [adminSupportKeys.all] };

/** POST /api/admin/support-requests/{id}/messages: the team's answer; the member is told. */
function replyToSupport({ id, body }: { id: string; body: SupportMessageBody }): Promise<AdminSupportRequest> {
  return api.post<AdminSupportRequest>(`/api/admin/support-requests/${encodeURIComponent(id)}/messages`, body, ownWords);
}

export function useReplyToSupport() {
  return useRefreshingMutation(replyToSupport, REFRESHES);
}

/** PATCH /api/admin/support-requests/{id}: close a request, or open a closed one again. */
function updateSupportRequest({ id, body }: { id: string; body: AdminSupportUpdateBody }): Promise<AdminSupportRequest> {
  return api.patch<AdminSupportRequest>(`/api/admin/support-requests/${encodeURIComponent(id)}`, body, ownWords);
}

export function useUpdateSupportRequest() {
  return useRefreshingMutation(updateSupportRequest, REFRESHES);
}
