import { CANCEL_REASON_TEXT } from '#contract/matches/rules.ts';
import type { Match } from '#contract/matches/schema.ts';
import { formatDate } from '#web/lib/dates.ts';
import { myReceiptConfirmed, myRewardRange } from './match-rewards.ts';

/**
 * The line on a match card about its time: when a claim expires, when a reward is due or overdue
 * (`rewardOverdue`, where the card offers to report it), why it was cancelled.
 */
export type MatchDeadline = { tone: 'info' | 'warning'; text: string; rewardOverdue?: true };

export function matchDeadline(match: Match, now: Date = new Date()): MatchDeadline | null {
  const referee = match.role === 'referee';
  if (match.status === 'ASSIGNED' && match.claim_expires_at) {
    const on = formatDate(match.claim_expires_at);
    return referee
      ? { tone: 'info', text: `Mark your sign-up complete by ${on}, or the claim expires and the code goes back to its owner.` }
      : { tone: 'info', text: `This claim expires on ${on} unless the sign-up is marked complete.` };
  }
  if (match.status === 'USER_MARKED_DONE' && match.reward_due_at && !myReceiptConfirmed(match) && myRewardRange(match).maxPence > 0) {
    const on = formatDate(match.reward_due_at);
    return new Date(match.reward_due_at).getTime() <= now.getTime()
      ? { tone: 'warning', text: `Your reward is overdue: it was due on ${on}.`, rewardOverdue: true }
      : { tone: 'info', text: `Your reward is due by ${on}.` };
  }
  if (match.status === 'CANCELLED' && match.cancel_reason) return { tone: 'info', text: CANCEL_REASON_TEXT[match.cancel_reason] };
  return null;
}
