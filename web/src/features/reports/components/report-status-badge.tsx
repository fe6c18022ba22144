import type { ReportStatus } from '#contract/reports/rules.ts';
import { cn } from '#web/lib/cn.ts';
import { REPORT_STATUS_LABEL } from '../logic/report-words.ts';

/** Each pair reads at 4.5:1 or better. */
const COLOURS: Record<ReportStatus, string> = {
  OPEN: 'bg-amber-100 text-amber-900',
  RESOLVED: 'bg-green-100 text-green-800',
  DISMISSED: 'bg-slate-100 text-slate-700',
};

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return <span className={cn('inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', COLOURS[status])}>{REPORT_STATUS_LABEL[status]}</span>;
}
