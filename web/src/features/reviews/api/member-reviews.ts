import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewPage } from '#contract/reviews/schema.ts';
import { api } from '#web/api/client.ts';
import { memberReviewsQueryKey } from '#web/api/query-keys.ts';

/** GET /api/members/{username}/reviews?page=: older reviews, a page at a time. */
function getMemberReviews(username: string, page: number): Promise<ReviewPage> {
  return api.get<ReviewPage>(`/api/members/${encodeURIComponent(username)}/reviews`, { query: { page }, errorToast: false });
}

/** The pages after the first (the member's page carries the first), fetched only once asked for. */
export function useOlderReviews(username: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: memberReviewsQueryKey(username),
    queryFn: ({ pageParam }) => getMemberReviews(username, pageParam),
    initialPageParam: 2,
    getNextPageParam: (last) => (last.page < last.total_pages ? last.page + 1 : undefined),
    enabled,
  });
}
