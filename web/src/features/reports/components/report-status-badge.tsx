import type { ReportStatus } from '#contract/reports/rules.ts';
import { cn } from '#web/lib/cn.ts';
import { REPORT_STATUS_LABEL } from '../logic/report-words.ts';

/** Each pair reads at 4.5:1 or better. */
const COLOURS: Record<ReportStatus, string> = {
  OPEN: 'bg-warning-100 text-warning-900',
  RESOLVED: 'bg-success-100 text-success-800',
  DISMISSED: 'bg-neutral-100 text-neutral-700',
};

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return <span className={cn('inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', COLOURS[status])}>{REPORT_STATUS_LABEL[status]}</span>;
}
