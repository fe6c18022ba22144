import { rewardRange } from '../apps/rules.ts';
import type { Match } from './schema.ts';
import type { MatchRole } from './rules.ts';
import { formatPence, formatPenceRange, type PenceRange } from '../shared/money.ts';

export type BadgeWords = 'In Progress' | 'Awaiting Reward' | 'Awaiting Confirmation' | 'Reward Received' | 'Completed' | 'Cancelled';

/** How one party stands on receipt, in the words the card prints. */
export type PartyReceipt = 'Confirmed receipt' | 'Not confirmed yet' | 'Not confirmed' | 'No reward on this offer';

export type MatchMoney = {
  badge: BadgeWords;
  /** The card's reward line: "Expected reward: £5" is `{ label: 'Expected reward', amount: '£5' }`; some lines have no amount. */
  rewardLine: { label: string; amount: string | null };
  /** What this match adds to Earned (0 when it adds nothing). */
  earnedPence: number;
  /** What this match adds to Pending, or null when it is not pending. */
  pending: PenceRange | null;
  /** Which party has confirmed receipt, or null when there is nothing to say yet. */
  receipts: Record<MatchRole, PartyReceipt> | null;
};

function rangeOf(match: Match, role: MatchRole): PenceRange {
  return rewardRange(match.app, role);
}

function confirmedBy(match: Match, role: MatchRole): boolean {
  return role === 'referrer' ? match.referrer_confirmed_receipt : match.referee_confirmed_receipt;
}

function actualOf(match: Match, role: MatchRole): number | null {
  return role === 'referrer' ? match.actual_referrer_reward_amount_pence : match.actual_referee_reward_amount_pence;
}

const FINISHED = new Set<Match['status']>(['COMPLETED', 'CONFIRMED']);

function badgeOf(match: Match, hasReward: boolean, confirmed: boolean, otherConfirmed: boolean): BadgeWords {
  if (match.status === 'ASSIGNED') return 'In Progress';
  if (match.status === 'CANCELLED') return 'Cancelled';
  if (FINISHED.has(match.status)) return 'Completed';
  // Awaiting reward (USER_MARKED_DONE), as the viewer stands.
  if (hasReward) return confirmed ? 'Reward Received' : 'Awaiting Reward';
  // Nothing is due to the viewer: the match waits for a confirmation, unless one has already closed their part.
  return confirmed || otherConfirmed ? 'Completed' : 'Awaiting Confirmation';
}

function receiptOf(match: Match, role: MatchRole): PartyReceipt {
  if (confirmedBy(match, role)) return 'Confirmed receipt';
  if (rangeOf(match, role).maxPence === 0) return 'No reward on this offer';
  return match.status === 'USER_MARKED_DONE' ? 'Not confirmed yet' : 'Not confirmed';
}

/**
 * Every figure and word the dashboard shows about one match's money, from the viewer's side
 * (docs/decisions/screens.md, "One picture of the money"): the stat cards, the badges and the card all read this.
 */
export function matchMoney(match: Match): MatchMoney {
  const me = match.role;
  const other: MatchRole = me === 'referrer' ? 'referee' : 'referrer';
  const range = rangeOf(match, me);
  const hasReward = range.maxPence > 0;
  const confirmed = confirmedBy(match, me);
  const otherConfirmed = confirmedBy(match, other);
  // The server always records the amount on confirming; the low end stands in should it ever be missing.
  const receivedPence = confirmed ? (actualOf(match, me) ?? range.minPence) : 0;

  const rewardLine = !hasReward
    ? { label: 'No reward for you on this offer', amount: null }
    : confirmed
      ? { label: 'Reward received', amount: formatPence(receivedPence) }
      : match.status === 'CANCELLED'
        ? { label: 'No reward: the match was cancelled', amount: null }
        : FINISHED.has(match.status)
          ? { label: 'Reward not confirmed', amount: formatPenceRange(range) }
          : { label: 'Expected reward', amount: formatPenceRange(range) };

  const showReceipts = match.status !== 'ASSIGNED' && (match.status !== 'CANCELLED' || confirmed || otherConfirmed);

  return {
    badge: badgeOf(match, hasReward, confirmed, otherConfirmed),
    rewardLine,
    earnedPence: receivedPence,
    pending: match.status === 'USER_MARKED_DONE' && hasReward && !confirmed ? range : null,
    receipts: showReceipts ? { referrer: receiptOf(match, 'referrer'), referee: receiptOf(match, 'referee') } : null,
  };
}
