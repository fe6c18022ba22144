import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Match } from '../../../../contract/matches.ts';
import { api } from '../client.ts';
import { useIsSignedIn } from '../use-session.ts';
import { myMatchesQueryKey } from './keys.ts';

/**
 * The person's matches in both roles, in the spec's order (user-side.md §4). The dashboard only
 * logs a failure (§8), so the session layer does not toast it.
 */
export function getMyMatches(): Promise<Match[]> {
  return api.get<Match[]>('/api/matches/mine', { errorToast: false });
}

export function myMatchesQueryOptions() {
  return queryOptions({ queryKey: myMatchesQueryKey, queryFn: getMyMatches });
}

export function useMyMatches() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...myMatchesQueryOptions(), enabled: signedIn });
}
