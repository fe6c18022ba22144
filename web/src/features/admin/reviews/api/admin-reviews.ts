import type { AdminReview, AdminReviewPage } from '#contract/reviews/schema.ts';
import { api } from '#web/api/client.ts';
import { pagedQuery } from '#web/api/query-shapes.ts';
import { useRefreshingMutation } from '#web/api/refreshing-mutation.ts';
import { adminReviewKeys, ownWords } from '#web/features/admin/shared/api/query-keys.ts';

type ReviewQueueQuery = { status: 'REPORTED' | 'HIDDEN'; page: number };

/** GET /api/admin/reviews: the reported reviews waiting longest first, or the hidden ones; paged. */
export const useAdminReviews = pagedQuery<ReviewQueueQuery, AdminReviewPage>(adminReviewKeys.list, '/api/admin/reviews', ownWords).usePage;

type Decision = { reviewId: string; decision: 'hide' | 'hide-reply' | 'keep'; reason: string };

/**
 * POST /api/admin/reviews/{id}/hide, /hide-reply or /keep, with the reason; the queue is read again after.
 * `decided` runs even when the decided review has left the list (a callback given to `mutate` would not).
 */
export function useDecideReview(decided: (decision: Decision['decision']) => void) {
  return useRefreshingMutation(
    ({ reviewId, decision, reason }: Decision) =>
      api.post<AdminReview>(`/api/admin/reviews/${encodeURIComponent(reviewId)}/${decision}`, { reason }, { ...ownWords, successToast: false }),
    { onSettled: [adminReviewKeys.all] },
    { onSuccess: (_review, { decision }) => decided(decision) },
  );
}
