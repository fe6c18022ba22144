import type { Match } from '#contract/matches/schema.ts';
import { myMatchesQueryKey } from '#web/api/query-keys.ts';
import { signedInList } from '#web/api/signed-in-list.ts';

/**
 * The person's matches in both roles, in the spec's order (user-side.md §4); the dashboard only
 * logs a failure (§8).
 */
const myMatches = signedInList<Match>(myMatchesQueryKey, '/api/matches/mine');
export const myMatchesQueryOptions = myMatches.options;
export const useMyMatches = myMatches.useList;
