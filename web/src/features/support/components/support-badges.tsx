import { PRIORITY_LABEL, SUPPORT_STATUS_LABEL, type SupportStatus } from '#contract/support/rules.ts';
import { cn } from '#web/lib/cn.ts';

const PILL = 'inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** Each pair reads at 4.5:1 or better. */
const COLOURS: Record<SupportStatus, string> = {
  OPEN: 'bg-warning-100 text-warning-900',
  ANSWERED: 'bg-success-100 text-success-800',
  CLOSED: 'bg-neutral-100 text-neutral-700',
};

export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  return <span className={cn(PILL, COLOURS[status])}>{SUPPORT_STATUS_LABEL[status]}</span>;
}

/** A request sent as a Premium member, answered first. */
export function PriorityBadge() {
  return <span className={cn(PILL, 'bg-brand-100 text-brand-800')}>{PRIORITY_LABEL}</span>;
}
