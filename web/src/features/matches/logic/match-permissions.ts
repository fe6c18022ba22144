import { rewardRange } from '#contract/apps/rules.ts';
import type { Match } from '#contract/matches/schema.ts';
import { isActive, myReceiptConfirmed, myRewardRange } from './match-rewards.ts';

/** What the person may do with a match, by its status and their role (user-side.md §4 and §6). */
export type MatchPermissions = {
  markComplete: boolean;
  cancel: boolean;
  undo: boolean;
  confirmReceipt: boolean;
  refreshInstructions: boolean;
};

function otherPartyRewardMax(match: Match): number {
  return rewardRange(match.app, match.role === 'referrer' ? 'referee' : 'referrer').maxPence;
}

export function matchPermissions(match: Match): MatchPermissions {
  const referee = match.role === 'referee';
  const assigned = match.status === 'ASSIGNED';
  const awaitingReward = match.status === 'USER_MARKED_DONE';
  const nobodyConfirmed = !match.referrer_confirmed_receipt && !match.referee_confirmed_receipt;
  // A party with no reward has nothing to confirm, unless neither party has one (someone must close the match).
  const hasSomethingToConfirm = myRewardRange(match).maxPence > 0 || otherPartyRewardMax(match) === 0;
  return {
    markComplete: referee && assigned,
    cancel: referee && assigned,
    undo: referee && awaitingReward && nobodyConfirmed,
    confirmReceipt: awaitingReward && !myReceiptConfirmed(match) && hasSomethingToConfirm,
    refreshInstructions: referee && isActive(match),
  };
}
