import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchesSummary } from '#contract/matches/schema.ts';
import { api } from '#web/api/client.ts';
import { matchesSummaryQueryKey } from '#web/api/query-keys.ts';
import { useIsSignedIn } from '#web/api/use-session.ts';

/** GET /api/matches/summary: the stat cards' figures over all the person's matches. The dashboard only logs a failure (user-side.md §8). */
export function matchesSummaryQueryOptions() {
  return queryOptions({
    queryKey: matchesSummaryQueryKey,
    queryFn: () => api.get<MatchesSummary>('/api/matches/summary', { errorToast: false }),
  });
}

export function useMatchesSummary() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...matchesSummaryQueryOptions(), enabled: signedIn });
}
