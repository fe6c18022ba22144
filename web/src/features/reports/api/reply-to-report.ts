import type { Report } from '#contract/reports/schema.ts';
import { api } from '#web/api/client.ts';
import { useReportMutation } from './use-report-mutation.ts';

type ReplyVariables = { reportId: string; message: string };

/** POST /api/reports/{id}/messages: an answer in the thread while the report is open (409 once it is decided). The form words its failures. */
function replyToReport({ reportId, message }: ReplyVariables): Promise<Report> {
  return api.post<Report>(`/api/reports/${encodeURIComponent(reportId)}/messages`, { message }, { errorToast: false });
}

export function useReplyToReport() {
  return useReportMutation(replyToReport);
}
