import type { MatchStatus } from '#contract/matches/rules.ts';
import { cn } from '#web/lib/cn.ts';
import type { BadgeWords } from '#contract/matches/money.ts';

/** Each pair reads at 4.5:1 or better. */
const COLOURS: Record<BadgeWords, string> = {
  'In Progress': 'bg-info-100 text-info-800',
  'Awaiting Reward': 'bg-warning-100 text-warning-900',
  'Awaiting Confirmation': 'bg-warning-100 text-warning-900',
  'Reward Received': 'bg-success-100 text-success-800',
  Completed: 'bg-success-100 text-success-800',
  Cancelled: 'bg-neutral-100 text-neutral-700',
};

/** A match's state in the viewer's words (`matchMoney(match).badge`). */
export function MatchStatusBadge({ words }: { words: BadgeWords }) {
  return <span className={cn('inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', COLOURS[words])}>{words}</span>;
}

/** A claim kept in this browser knows only its status, and is the referee's own: the spec's words for a referee still waiting. */
export const SAVED_CLAIM_BADGE: Record<MatchStatus, BadgeWords> = {
  ASSIGNED: 'In Progress',
  USER_MARKED_DONE: 'Awaiting Reward',
  COMPLETED: 'Completed',
  CONFIRMED: 'Completed',
  CANCELLED: 'Cancelled',
};
