import { useInfiniteQuery } from '@tanstack/react-query';
import { MY_MATCHES_LIMIT } from '#contract/matches/rules.ts';
import type { Match } from '#contract/matches/schema.ts';
import { api } from '#web/api/client.ts';
import type { WithHeaders } from '#web/api/http.ts';
import { myMatchesQueryKey, myOlderMatchesQueryKey } from '#web/api/query-keys.ts';
import { signedInList } from '#web/api/signed-in-list.ts';

/**
 * The person's matches in both roles, in the spec's order (user-side.md §4): the newest
 * MY_MATCHES_LIMIT.fallback of them, which is also the first page. The dashboard only logs a failure (§8).
 */
const myMatches = signedInList<Match>(myMatchesQueryKey, '/api/matches/mine');
export const myMatchesQueryOptions = myMatches.options;
export const useMyMatches = myMatches.useList;

type MatchesPage = { matches: Match[]; total: number };

/** GET /api/matches/mine?page=: a page of the same list, the same size as the first, and how many there are in all. */
async function getMyMatchesPage(page: number): Promise<MatchesPage> {
  const { body, headers } = await api.get<WithHeaders<Match[]>>('/api/matches/mine', {
    query: { page },
    responseType: 'json-and-headers',
    errorToast: false,
  });
  return { matches: body, total: Number(headers.get('X-Total-Count')) };
}

/** The pages after the first (the dashboard's list is the first), fetched only once asked for, until the total is reached. */
export function useOlderMatches(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: myOlderMatchesQueryKey,
    queryFn: ({ pageParam }) => getMyMatchesPage(pageParam),
    initialPageParam: 2,
    getNextPageParam: (last, _pages, page) => (page * MY_MATCHES_LIMIT.fallback < last.total ? page + 1 : undefined),
    enabled,
  });
}
