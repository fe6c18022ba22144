import type { Match, MatchesSummary } from './schema.ts';
import { matchMoney } from './money.ts';
import { sumRanges, type PenceRange } from '../shared/money.ts';

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

export type YourReferrals = { total: number; claimedByMe: number; claimedFromMe: number };

/**
 * Your Referrals, as the section of that name holds them: the matches not cancelled on either tab,
 * the codes the person claimed (Claimed by Me) and the claims on their codes (Claimed from Me), in
 * progress or finished. A referee with one completed match has one referral, as the tab shows.
 */
export function yourReferrals(matches: readonly Match[]): YourReferrals {
  const kept = matches.filter((match) => match.status !== 'CANCELLED');
  const claimedByMe = kept.filter((match) => match.role === 'referee').length;
  return { total: kept.length, claimedByMe, claimedFromMe: kept.length - claimedByMe };
}

/**
 * The three figures over a list of matches, in the shape GET /api/matches/summary answers them:
 * what the server's SQL (server/modules/matches/summary.ts) is held to.
 */
export function summaryOf(matches: readonly Match[]): MatchesSummary {
  const pending = pendingRewards(matches);
  const referrals = yourReferrals(matches);
  return {
    earned_pence: earnedPence(matches),
    pending: { min_pence: pending.minPence, max_pence: pending.maxPence, count: pending.count },
    referrals: { total: referrals.total, claimed_by_me: referrals.claimedByMe, claimed_from_me: referrals.claimedFromMe },
  };
}
