import { MATCH_STATUS_LABEL, type MatchStatus } from '../../../../../contract/matches.ts';
import { cn } from '../../../lib/cn.ts';

/** Each pair reads at 4.5:1 or better. */
const COLOURS: Record<MatchStatus, string> = {
  ASSIGNED: 'bg-blue-100 text-blue-800',
  USER_MARKED_DONE: 'bg-amber-100 text-amber-900',
  COMPLETED: 'bg-green-100 text-green-800',
  CONFIRMED: 'bg-green-100 text-green-800',
  CANCELLED: 'bg-slate-100 text-slate-700',
};

export function MatchStatusBadge({ status }: { status: MatchStatus }) {
  return <span className={cn('inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', COLOURS[status])}>{MATCH_STATUS_LABEL[status]}</span>;
}
