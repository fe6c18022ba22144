import { rewardRange } from '#contract/apps/rules.ts';
import type { Match } from '#contract/matches/schema.ts';
import { ACTIVE_MATCH_STATUSES } from '#contract/matches/rules.ts';
import type { PenceRange } from '#contract/shared/money.ts';

export function isActive(match: Pick<Match, 'status'>): boolean {
  return ACTIVE_MATCH_STATUSES.includes(match.status);
}

/** The reward the person expects in their role on this match, as a range (a fixed amount is a range of one). */
export function myRewardRange(match: Pick<Match, 'role' | 'app'>): PenceRange {
  return rewardRange(match.app, match.role);
}

/** Whether this person's reward is a range they must state on confirming (user-side.md §5). */
export function isRangedReward(range: PenceRange): boolean {
  return range.minPence !== range.maxPence;
}

export function myReceiptConfirmed(match: Match): boolean {
  return match.role === 'referrer' ? match.referrer_confirmed_receipt : match.referee_confirmed_receipt;
}
