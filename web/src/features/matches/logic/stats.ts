import type { Match } from '#contract/matches/schema.ts';
import { matchMoney } from './match-money.ts';
import { sumRanges, type PenceRange } from '#contract/shared/money.ts';

/** Earned: what the person confirmed receiving, in whichever role (each match's share comes from `matchMoney`). */
export function earnedPence(matches: readonly Match[]): number {
  return matches.reduce((total, match) => total + matchMoney(match).earnedPence, 0);
}

export type PendingRewards = PenceRange & { count: number };

/** Pending: the rewards the person still awaits, which are exactly the matches whose badge says "Awaiting Reward". */
export function pendingRewards(matches: readonly Match[]): PendingRewards {
  const pending = matches.map((match) => matchMoney(match).pending).filter((range) => range !== null);
  return { ...sumRanges(pending), count: pending.length };
}

export type ReferralsOnMyCodes = { total: number; completed: number };

/** Your Referrals: the people who claimed one of the person's codes and did not cancel, and how many of those read "Completed". */
export function referralsOnMyCodes(matches: readonly Match[]): ReferralsOnMyCodes {
  const mine = matches.filter((match) => match.role === 'referrer' && match.status !== 'CANCELLED');
  return { total: mine.length, completed: mine.filter((match) => matchMoney(match).badge === 'Completed').length };
}
