import type { Match } from '../../../../../contract/matches.ts';
import { isCompleted, myActualRewardPence, myReceiptConfirmed, myRewardRange, type PenceRange } from './match-rewards.ts';

/**
 * Earned: the rewards the person confirmed receiving, in whichever role, as they recorded them
 * (confirming is the moment they say the money arrived, even while the other party has yet to).
 */
export function earnedPence(matches: readonly Match[]): number {
  return matches.reduce((total, match) => {
    const actual = myActualRewardPence(match);
    return myReceiptConfirmed(match) && actual !== null ? total + actual : total;
  }, 0);
}

export type PendingRewards = PenceRange & { count: number };

/** Pending: the rewards expected on matches awaiting reward (sign-up marked complete) that the person has not confirmed yet. */
export function pendingRewards(matches: readonly Match[]): PendingRewards {
  return matches
    .filter((match) => match.status === 'USER_MARKED_DONE' && !myReceiptConfirmed(match))
    .reduce(
      (sum, match) => {
        const range = myRewardRange(match);
        return { minPence: sum.minPence + range.minPence, maxPence: sum.maxPence + range.maxPence, count: sum.count + 1 };
      },
      { minPence: 0, maxPence: 0, count: 0 },
    );
}

export type ReferralsOnMyCodes = { total: number; completed: number };

/** Your Referrals: the people who claimed one of the person's codes and did not cancel, and how many of those completed. */
export function referralsOnMyCodes(matches: readonly Match[]): ReferralsOnMyCodes {
  const mine = matches.filter((match) => match.role === 'referrer' && match.status !== 'CANCELLED');
  return { total: mine.length, completed: mine.filter(isCompleted).length };
}
