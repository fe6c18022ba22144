import { useMutation } from '@tanstack/react-query';
import type { ReviewReport, ReviewReportBody } from '#contract/reviews/schema.ts';
import { api } from '#web/api/client.ts';

/** POST /api/reviews/{id}/report: once per member and review. The dialog words its own failures. */
function reportReview({ reviewId, ...body }: { reviewId: string } & ReviewReportBody): Promise<ReviewReport> {
  return api.post<ReviewReport>(`/api/reviews/${encodeURIComponent(reviewId)}/report`, body, { errorToast: false, successToast: false });
}

export function useReportReview() {
  return useMutation({ mutationFn: reportReview });
}
