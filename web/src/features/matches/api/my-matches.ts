import { useInfiniteQuery } from '@tanstack/react-query';
import { DASHBOARD_FINISHED_PAGE } from '#contract/dashboard/rules.ts';
import { MY_MATCHES_LIMIT } from '#contract/matches/rules.ts';
import type { Match } from '#contract/matches/schema.ts';
import { api } from '#web/api/client.ts';
import type { WithHeaders } from '#web/api/http.ts';
import { myActiveMatchesQueryKey, myFinishedMatchesQueryKey, myOlderMatchesQueryKey } from '#web/api/query-keys.ts';
import { signedInList } from '#web/api/signed-in-list.ts';

/** Every match still moving, both roles, in the spec's order (GET /api/matches/mine?state=active&limit=200): the next steps read them all. The dashboard only logs a failure (§8). */
const active = signedInList<Match>(myActiveMatchesQueryKey, '/api/matches/mine', { state: 'active', limit: MY_MATCHES_LIMIT.max });
export const myActiveMatchesQueryOptions = active.options;
export const useMyActiveMatches = active.useList;

/** The first page of finished matches (GET /api/matches/mine?state=finished&limit=20): Recent Matches and the completed lists start from it. */
const finished = signedInList<Match>(myFinishedMatchesQueryKey, '/api/matches/mine', { state: 'finished', limit: DASHBOARD_FINISHED_PAGE });
export const myFinishedMatchesQueryOptions = finished.options;
export const useMyFinishedMatches = finished.useList;

type MatchesPage = { matches: Match[]; total: number };

/** GET /api/matches/mine?state=finished&page=: a page of finished matches, the same size as the first, and how many there are in all. */
async function getFinishedPage(page: number): Promise<MatchesPage> {
  const { body, headers } = await api.get<WithHeaders<Match[]>>('/api/matches/mine', {
    query: { state: 'finished', limit: DASHBOARD_FINISHED_PAGE, page },
    responseType: 'json-and-headers',
    errorToast: false,
  });
  return { matches: body, total: Number(headers.get('X-Total-Count')) };
}

/** The finished pages after the first (the dashboard holds the first), fetched only once asked for, until the total is reached. */
export function useOlderMatches(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: myOlderMatchesQueryKey,
    queryFn: ({ pageParam }) => getFinishedPage(pageParam),
    initialPageParam: 2,
    getNextPageParam: (last, _pages, page) => (page * DASHBOARD_FINISHED_PAGE < last.total ? page + 1 : undefined),
    enabled,
  });
}
