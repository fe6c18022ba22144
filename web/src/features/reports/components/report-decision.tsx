import { useId } from 'react';
import { REPORT_ACTION_LABEL } from '#contract/reports/rules.ts';
import type { Report } from '#contract/reports/schema.ts';
import { cn } from '#web/lib/cn.ts';
import { formatDate } from '#web/lib/dates.ts';

type Decided = Pick<Report, 'status' | 'resolution' | 'action' | 'resolved_at'>;

/** The team's decision on a report, set apart from the thread: resolved or dismissed, why, and what was done. Nothing while it is open. */
export function ReportDecision({ report }: { report: Decided }) {
  const headingId = useId();
  if (report.status === 'OPEN') return null;
  const resolved = report.status === 'RESOLVED';
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl border-2 p-5 sm:p-6', resolved ? 'border-success-700 bg-success-50' : 'border-neutral-500 bg-neutral-50')}
    >
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-neutral-900">
        {resolved ? 'The team resolved this report' : 'The team dismissed this report'}
      </h2>
      {report.resolution && <p className="mt-3 break-words whitespace-pre-wrap text-neutral-800">{report.resolution}</p>}
      {report.action && report.action !== 'NONE' && <p className="mt-3 font-semibold text-neutral-900">{REPORT_ACTION_LABEL[report.action]}.</p>}
      {report.resolved_at && <p className="mt-3 text-sm text-neutral-700">Decided on {formatDate(report.resolved_at)}</p>}
    </section>
  );
}
