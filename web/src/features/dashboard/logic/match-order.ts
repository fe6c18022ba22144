import { MATCH_STATUS_ORDER, type Match, type MatchRole } from '../../../../../contract/matches.ts';
import { isActive } from './match-rewards.ts';

/** The spec's order (user-side.md §4): in progress, awaiting reward, completed, the rest; then most recently updated. */
export function compareMatches(a: Match, b: Match): number {
  return MATCH_STATUS_ORDER[a.status] - MATCH_STATUS_ORDER[b.status] || Date.parse(b.updated_at) - Date.parse(a.updated_at);
}

export type RoleMatches = { active: Match[]; finished: Match[] };

/** One role's matches, split into those still moving and those finished (shown on request), each in the spec's order. */
export function matchesInRole(matches: readonly Match[], role: MatchRole): RoleMatches {
  const inRole = matches.filter((match) => match.role === role).sort(compareMatches);
  return { active: inRole.filter(isActive), finished: inRole.filter((match) => !isActive(match)) };
}

/** The most recently changed items, newest first. */
export function mostRecent<Item>(items: readonly Item[], count: number, dateOf: (item: Item) => string): Item[] {
  return [...items].sort((a, b) => Date.parse(dateOf(b)) - Date.parse(dateOf(a))).slice(0, count);
}
