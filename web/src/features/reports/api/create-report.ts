import type { Report, ReportCreateBody } from '#contract/reports/schema.ts';
import { api } from '#web/api/client.ts';
import { myReportsQueryKey, reportQueryKey } from '#web/api/query-keys.ts';
import { useResourceMutation } from '#web/api/resource-mutation.ts';

type CreateReportVariables = { matchId: string } & ReportCreateBody;

/** POST /api/matches/{id}/reports: 409 when the person already has an open report on the match or it was cancelled. The dialog words its failures. */
function createReport({ matchId, ...body }: CreateReportVariables): Promise<Report> {
  return api.post<Report>(`/api/matches/${encodeURIComponent(matchId)}/reports`, body, { errorToast: false });
}

/** The report's page opens next: it finds the report already there. */
export function useCreateReport() {
  return useResourceMutation(createReport, { one: reportQueryKey, list: myReportsQueryKey });
}
