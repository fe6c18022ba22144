import { Link } from 'react-router';
import { REPORT_REASON_LABEL } from '#contract/reports/rules.ts';
import type { ReportSummary } from '#contract/reports/schema.ts';
import { formatDate } from '#web/lib/dates.ts';
import { reportedBy } from '../logic/report-words.ts';
import { ReportStatusBadge } from './report-status-badge.tsx';

/** The person's reports, each linking to its page: the app, the reason, its status, when and by whom. */
export function ReportList({ reports }: { reports: readonly ReportSummary[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {reports.map((report) => (
        <li key={report.id} className="relative rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-indigo-300">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <h2 className="font-semibold break-words text-slate-900">
              {/* The whole card answers the click; the link's name is the app's and the reason's. */}
              <Link to={`/reports/${report.id}`} className="after:absolute after:inset-0 after:rounded-xl hover:text-indigo-700 hover:underline">
                {report.app_name}: {REPORT_REASON_LABEL[report.reason]}
              </Link>
            </h2>
            <ReportStatusBadge status={report.status} />
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {reportedBy(report)} on {formatDate(report.created_at)}
          </p>
        </li>
      ))}
    </ul>
  );
}
