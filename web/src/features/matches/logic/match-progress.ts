import type { Match } from '#contract/matches/schema.ts';
import { formatDate } from '#web/lib/dates.ts';
import { myReceiptConfirmed, myRewardRange } from './match-rewards.ts';

export type ProgressState = 'done' | 'current' | 'upcoming';
/** `overdue` when the detail says the person's reward is past its due date. */
export type ProgressStep = { name: 'Claimed' | 'Signed up' | 'Reward confirmed'; state: ProgressState; detail: string | null; overdue?: boolean };

/** A reward's due date as the last step reads it, while the person still waits for theirs. */
function rewardDue(match: Match, now: Date): Pick<ProgressStep, 'detail' | 'overdue'> {
  if (!match.reward_due_at || myReceiptConfirmed(match) || myRewardRange(match).maxPence === 0) return { detail: null };
  const on = formatDate(match.reward_due_at);
  return Date.parse(match.reward_due_at) <= now.getTime() ? { detail: `Overdue: due ${on}`, overdue: true } : { detail: `Due by ${on}` };
}

/**
 * Where a match stands as three steps, Claimed, Signed up and Reward confirmed, each done, current
 * or still to come, with its date. A cancelled match has no steps: it stopped, and says so itself.
 */
export function matchProgress(match: Match, now: Date = new Date()): ProgressStep[] | null {
  if (match.status === 'CANCELLED') return null;
  const signedUp = match.status !== 'ASSIGNED';
  const finished = match.status === 'COMPLETED' || match.status === 'CONFIRMED';
  const signedUpOn = match.reward_countdown_started_at ?? (signedUp ? match.updated_at : null);
  return [
    { name: 'Claimed', state: 'done', detail: formatDate(match.created_at) },
    {
      name: 'Signed up',
      state: signedUp ? 'done' : 'current',
      detail: signedUpOn ? formatDate(signedUpOn) : match.claim_expires_at ? `By ${formatDate(match.claim_expires_at)}` : null,
    },
    {
      name: 'Reward confirmed',
      state: finished ? 'done' : signedUp ? 'current' : 'upcoming',
      ...(finished ? { detail: match.completed_at ? formatDate(match.completed_at) : null } : rewardDue(match, now)),
    },
  ];
}
