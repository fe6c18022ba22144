import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReport, AdminReportDecisionBody } from '#contract/admin/reports/schema.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';
import { api } from '#web/api/client.ts';
import { HttpError } from '#web/api/http.ts';
import { invalidate } from '#web/api/invalidate.ts';
import { adminReportKeys, ownWords } from './query-keys.ts';

/** PATCH /api/admin/reports/{id}: resolve or dismiss, with the words both parties read and what it does. */
export function decideReport(id: string, body: AdminReportDecisionBody): Promise<AdminReport> {
  return api.patch<AdminReport>(`/api/admin/reports/${encodeURIComponent(id)}`, body, ownWords);
}

export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminReportDecisionBody }) => decideReport(id, body),
    // A decision can pause or withdraw a code or deactivate a member: the users and the log change too.
    onSuccess: () => invalidate(queryClient, adminReportKeys.all, adminQueryKeys.users, adminQueryKeys.auditLog),
    // 409: someone decided the report meanwhile; the card shows their decision instead of the forms.
    onError: (error) => {
      if (error instanceof HttpError && error.status === 409) void invalidate(queryClient, adminReportKeys.all);
    },
  });
}
