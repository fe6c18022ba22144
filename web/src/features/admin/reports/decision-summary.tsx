import type { AdminReport } from '#contract/admin/reports/schema.ts';
import { REPORT_ACTION_LABEL } from '#contract/reports/rules.ts';
import { Detail } from '#web/components/ui/detail.tsx';
import { formatDateTime } from '../shared/format.ts';
import { REPORT_STATUS_LABEL } from './report-words.ts';

/** A decided report's decision: what, when and by whom, what it did, and the words the parties read. */
export function DecisionSummary({ report }: { report: AdminReport }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <Detail term="Decision">{REPORT_STATUS_LABEL[report.status]}</Detail>
      <Detail term="Decided">
        {formatDateTime(report.resolved_at, 'Unknown')} by {report.decided_by ?? 'a former administrator'}
      </Detail>
      <Detail term="Action">{REPORT_ACTION_LABEL[report.action ?? 'NONE']}</Detail>
      <div className="min-w-0 sm:col-span-3">
        <dt className="text-sm text-neutral-600">Resolution</dt>
        <dd className="break-words whitespace-pre-wrap text-neutral-900">{report.resolution ?? 'None given'}</dd>
      </div>
    </dl>
  );
}
