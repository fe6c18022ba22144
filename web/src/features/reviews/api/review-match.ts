import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewBody } from '#contract/reviews/schema.ts';
import { api } from '#web/api/client.ts';
import { invalidate } from '#web/api/invalidate.ts';
import { matchesQueryKey, membersQueryKey } from '#web/api/query-keys.ts';

type ReviewMatchVariables = { matchId: string } & ReviewBody;

/** POST /api/matches/{id}/review: rates the other party once the match is completed. The form words its own failures. */
function reviewMatch({ matchId, ...body }: ReviewMatchVariables): Promise<Review> {
  return api.post<Review>(`/api/matches/${encodeURIComponent(matchId)}/review`, body, { errorToast: false });
}

export function useReviewMatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reviewMatch, onSettled: () => invalidate(queryClient, matchesQueryKey, membersQueryKey) });
}
