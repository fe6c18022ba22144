import type { Match } from '#contract/matches/schema.ts';

/** Whether the person may rate the other party of this match now: it completed, they have not rated, and the other is still a member. */
export function canRate(match: Match): boolean {
  return (match.status === 'COMPLETED' || match.status === 'CONFIRMED') && match.my_review_rating === null && match.other_party !== null;
}
