import { REPORT_REASON_LABEL } from '#contract/reports/rules.ts';
import type { ReportFields } from '#contract/reports/schema.ts';
import { Detail } from '#web/components/ui/detail.tsx';
import { formatDate } from '#web/lib/dates.ts';
import { reporterText } from '../logic/report-words.ts';
import { ReportStatusBadge } from './report-status-badge.tsx';

/** What a report is: its status, reason, who made it and when. */
export function ReportDetails({ report }: { report: ReportFields }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-2xl border border-neutral-200 bg-surface p-5 shadow-sm lg:grid-cols-4">
      <Detail term="Status">
        <ReportStatusBadge status={report.status} />
      </Detail>
      <Detail term="Reason">{REPORT_REASON_LABEL[report.reason]}</Detail>
      <Detail term="Reported by">{reporterText(report)}</Detail>
      <Detail term="Opened on">{formatDate(report.created_at)}</Detail>
    </dl>
  );
}
