import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewReplyBody } from '#contract/reviews/schema.ts';
import { api } from '#web/api/client.ts';
import { membersQueryKey } from '#web/api/query-keys.ts';

/** POST /api/reviews/{id}/reply: the reviewed member answers once, in public. The form words its own failures. */
function replyToReview({ reviewId, ...body }: { reviewId: string } & ReviewReplyBody): Promise<Review> {
  return api.post<Review>(`/api/reviews/${encodeURIComponent(reviewId)}/reply`, body, { errorToast: false });
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replyToReview, onSettled: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }) });
}
