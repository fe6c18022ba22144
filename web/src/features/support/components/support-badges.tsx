import { PRIORITY_LABEL, SUPPORT_STATUS_LABEL, type SupportStatus } from '#contract/support/rules.ts';
import { cn } from '#web/lib/cn.ts';

const PILL = 'inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** Each pair reads at 4.5:1 or better. */
const COLOURS: Record<SupportStatus, string> = { OPEN: 'bg-amber-100 text-amber-900', ANSWERED: 'bg-green-100 text-green-800', CLOSED: 'bg-slate-100 text-slate-700' };

export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  return <span className={cn(PILL, COLOURS[status])}>{SUPPORT_STATUS_LABEL[status]}</span>;
}

/** A request sent as a Premium member, answered first. */
export function PriorityBadge() {
  return <span className={cn(PILL, 'bg-indigo-100 text-indigo-800')}>{PRIORITY_LABEL}</span>;
}
