import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReport } from '#contract/admin/reports/schema.ts';
import type { ReportMessageBody } from '#contract/reports/schema.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';
import { api } from '#web/api/client.ts';
import { HttpError } from '#web/api/http.ts';
import { invalidate } from '#web/api/invalidate.ts';
import { adminReportKeys, ownWords } from './query-keys.ts';

/** POST /api/admin/reports/{id}/messages: the team writes in an open report's thread. */
export function sendReportMessage(id: string, body: ReportMessageBody): Promise<AdminReport> {
  return api.post<AdminReport>(`/api/admin/reports/${encodeURIComponent(id)}/messages`, body, ownWords);
}

export function useSendReportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReportMessageBody }) => sendReportMessage(id, body),
    onSuccess: () => invalidate(queryClient, adminReportKeys.all, adminQueryKeys.auditLog),
    // 409: someone decided the report meanwhile; the card shows their decision instead of the forms.
    onError: (error) => {
      if (error instanceof HttpError && error.status === 409) void invalidate(queryClient, adminReportKeys.all);
    },
  });
}
