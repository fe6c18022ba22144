import type { Match } from '#contract/matches/schema.ts';
import { MATCH_STATUS_ORDER, type MatchRole } from '#contract/matches/rules.ts';
import { isActive } from './match-rewards.ts';

/**
 * The spec's order (user-side.md §4): in progress, awaiting reward, completed, the rest; then most
 * recently updated. Matches it ties keep the order the server gave them (which breaks ties by id).
 */
export function compareMatches(a: Match, b: Match): number {
  return MATCH_STATUS_ORDER[a.status] - MATCH_STATUS_ORDER[b.status] || Date.parse(b.updated_at) - Date.parse(a.updated_at);
}

export type RoleMatches = { active: Match[]; finished: Match[] };

/** One role's matches, split into those still moving and those finished (shown on request), each in the spec's order. */
export function matchesInRole(matches: readonly Match[], role: MatchRole): RoleMatches {
  const inRole = matches.filter((match) => match.role === role).sort(compareMatches);
  return { active: inRole.filter(isActive), finished: inRole.filter((match) => !isActive(match)) };
}

/** A list read in pages, joined in order; a match that moved from one page to another between their reads is kept once, where it comes first. */
export function joinPages(pages: readonly (readonly Match[])[]): Match[] {
  const joined = new Map<string, Match>();
  for (const match of pages.flat()) if (!joined.has(match.id)) joined.set(match.id, match);
  return [...joined.values()];
}
