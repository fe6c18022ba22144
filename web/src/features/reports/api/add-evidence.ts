import type { Report } from '#contract/reports/schema.ts';
import { api } from '#web/api/client.ts';
import { useReportMutation } from './use-report-mutation.ts';

type AddEvidenceVariables = { reportId: string; file: File };

/**
 * POST /api/reports/{id}/evidence: the screenshot's own bytes, typed as the file is. The server
 * checks the bytes (415/422 not such an image, 413 too large, 409 a full or closed report).
 */
function addEvidence({ reportId, file }: AddEvidenceVariables): Promise<Report> {
  return api.post<Report>(`/api/reports/${encodeURIComponent(reportId)}/evidence`, file, { errorToast: false });
}

export function useAddEvidence() {
  return useReportMutation(addEvidence);
}
