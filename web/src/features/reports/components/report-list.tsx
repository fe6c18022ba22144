import { REPORT_REASON_LABEL } from '#contract/reports/rules.ts';
import type { ReportSummary } from '#contract/reports/schema.ts';
import { LinkedCardList } from '#web/components/ui/linked-card-list.tsx';
import { formatDate } from '#web/lib/dates.ts';
import { reportedBy } from '../logic/report-words.ts';
import { ReportStatusBadge } from './report-status-badge.tsx';

/** The person's reports, each linking to its page: the app, the reason, its status, when and by whom. */
export function ReportList({ reports }: { reports: readonly ReportSummary[] }) {
  return (
    <LinkedCardList
      cards={reports.map((report) => ({
        id: report.id,
        to: `/reports/${report.id}`,
        title: `${report.app_name}: ${REPORT_REASON_LABEL[report.reason]}`,
        status: <ReportStatusBadge status={report.status} />,
        details: `${reportedBy(report)} on ${formatDate(report.created_at)}`,
      }))}
    />
  );
}
