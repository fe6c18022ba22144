import { useQuery } from '@tanstack/react-query';
import { evidencePath } from '#contract/reports/rules.ts';
import { api } from '#web/api/client.ts';
import { reportEvidenceQueryKey } from '#web/api/query-keys.ts';

/** GET /api/reports/{id}/evidence/{evidenceId}: a screenshot's bytes, which need the bearer token. */
function getEvidenceImage(reportId: string, evidenceId: string): Promise<Blob> {
  return api.get<Blob>(evidencePath(reportId, evidenceId), { errorToast: false, responseType: 'blob' });
}

/** A screenshot never changes once stored: fetched once, kept while it is on screen. */
export function useEvidenceImage(reportId: string, evidenceId: string) {
  return useQuery({ queryKey: reportEvidenceQueryKey(reportId, evidenceId), queryFn: () => getEvidenceImage(reportId, evidenceId), staleTime: Infinity });
}
