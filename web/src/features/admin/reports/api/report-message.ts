import type { AdminReport } from '#contract/admin/reports/schema.ts';
import type { ReportMessageBody } from '#contract/reports/schema.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';
import { api } from '#web/api/client.ts';
import { useRefreshingMutation } from '#web/api/refreshing-mutation.ts';
import { adminReportKeys, ownWords } from '#web/features/admin/shared/api/query-keys.ts';

/** POST /api/admin/reports/{id}/messages: the team writes in an open report's thread. */
function sendReportMessage({ id, body }: { id: string; body: ReportMessageBody }): Promise<AdminReport> {
  return api.post<AdminReport>(`/api/admin/reports/${encodeURIComponent(id)}/messages`, body, ownWords);
}

export function useSendReportMessage() {
  return useRefreshingMutation(sendReportMessage, {
    onSuccess: [adminReportKeys.all, adminQueryKeys.auditLog],
    // Someone decided the report meanwhile; the card shows their decision instead of the forms.
    onConflict: [adminReportKeys.all],
  });
}
