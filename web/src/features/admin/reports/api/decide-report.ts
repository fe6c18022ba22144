import type { AdminReport, AdminReportDecisionBody } from '#contract/admin/reports/schema.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';
import { api } from '#web/api/client.ts';
import { useRefreshingMutation } from '#web/api/refreshing-mutation.ts';
import { adminReportKeys, ownWords } from '#web/features/admin/shared/api/query-keys.ts';

/** PATCH /api/admin/reports/{id}: resolve or dismiss, with the words both parties read and what it does. */
function decideReport({ id, body }: { id: string; body: AdminReportDecisionBody }): Promise<AdminReport> {
  return api.patch<AdminReport>(`/api/admin/reports/${encodeURIComponent(id)}`, body, ownWords);
}

export function useDecideReport() {
  return useRefreshingMutation(decideReport, {
    // A decision can pause or withdraw a code or deactivate a member: the users and the log change too.
    onSuccess: [adminReportKeys.all, adminQueryKeys.users, adminQueryKeys.auditLog],
    // Someone decided the report meanwhile; the card shows their decision instead of the forms.
    onConflict: [adminReportKeys.all],
  });
}
