import { queryOptions, useQuery } from '@tanstack/react-query';
import { evidencePath } from '#contract/reports/rules.ts';
import { api } from '#web/api/client.ts';
import { adminReportKeys, ownWords } from '#web/features/admin/shared/api/query-keys.ts';

/** GET /api/admin/reports/{id}/evidence/{evidenceId}: a screenshot's bytes, fetched with the admin token. */
function getReportEvidence(reportId: string, evidenceId: string): Promise<Blob> {
  return api.get<Blob>(evidencePath(reportId, evidenceId, true), { ...ownWords, responseType: 'blob' });
}

function reportEvidenceQueryOptions(reportId: string, evidenceId: string) {
  // A screenshot's bytes never change: refreshing the list does not fetch them again.
  return queryOptions({
    queryKey: adminReportKeys.evidence(reportId, evidenceId),
    queryFn: () => getReportEvidence(reportId, evidenceId),
    staleTime: Infinity,
  });
}

export function useReportEvidence(reportId: string, evidenceId: string) {
  return useQuery(reportEvidenceQueryOptions(reportId, evidenceId));
}
