import { refereeRewardRange, referrerRewardRange } from '../../../../../contract/apps.ts';
import type { Match, MatchStatus } from '../../../../../contract/matches.ts';
import { formatPence, formatReward } from '../../../../../contract/money.ts';

export type PenceRange = { minPence: number; maxPence: number };

/** Statuses of a match still moving; the others are finished. */
export const ACTIVE_STATUSES: readonly MatchStatus[] = ['ASSIGNED', 'USER_MARKED_DONE'];
/** Finished with rewards paid: COMPLETED once both confirmed, CONFIRMED when the second never did. */
export const COMPLETED_STATUSES: readonly MatchStatus[] = ['COMPLETED', 'CONFIRMED'];

export function isActive(match: Pick<Match, 'status'>): boolean {
  return ACTIVE_STATUSES.includes(match.status);
}

export function isCompleted(match: Pick<Match, 'status'>): boolean {
  return COMPLETED_STATUSES.includes(match.status);
}

/** The reward the person expects in their role on this match, as a range (a fixed amount is a range of one). */
export function myRewardRange(match: Pick<Match, 'role' | 'app'>): PenceRange {
  return match.role === 'referrer' ? referrerRewardRange(match.app) : refereeRewardRange(match.app);
}

/** Whether this person's reward is a range they must state on confirming (user-side.md §5). */
export function isRangedReward(range: PenceRange): boolean {
  return range.minPence !== range.maxPence;
}

/** What the person recorded receiving on this match; null until they confirm. */
export function myActualRewardPence(match: Match): number | null {
  return match.role === 'referrer' ? match.actual_referrer_reward_amount_pence : match.actual_referee_reward_amount_pence;
}

export function myReceiptConfirmed(match: Match): boolean {
  return match.role === 'referrer' ? match.referrer_confirmed_receipt : match.referee_confirmed_receipt;
}

/** "£10" or "£10-£100". */
export function formatRange({ minPence, maxPence }: PenceRange): string {
  return formatReward({ amountPence: null, minPence, maxPence }) ?? formatPence(minPence);
}

/** Completed matches show the reward received; the others the amount or range expected (user-side.md §4). */
export function rewardLine(match: Match): { label: string; amount: string } {
  const actual = myActualRewardPence(match);
  if (actual !== null && (isCompleted(match) || myReceiptConfirmed(match))) return { label: 'Reward received', amount: formatPence(actual) };
  return { label: 'Expected reward', amount: formatRange(myRewardRange(match)) };
}
