import { useId } from 'react';
import type { AdminReport } from '#contract/admin/reports/schema.ts';
import { REPORT_REASON_LABEL } from '#contract/reports/rules.ts';
import { CardPart } from '../shared/card-part.tsx';
import { formatDateTime } from '../shared/format.ts';
import { ReportStatusBadge } from './badge.tsx';
import { DecisionForm } from './decision-form.tsx';
import { DecisionSummary } from './decision-summary.tsx';
import { ReportEvidenceList } from './report-evidence.tsx';
import { ReportMatch } from './report-match.tsx';
import { ReportParty } from './report-party.tsx';
import { ReportThread } from './report-thread.tsx';
import { TeamMessageForm } from './team-message-form.tsx';

/** One report with all the team decides on: the match, both parties' records, the thread, the evidence; and the decision or its forms. */
export function ReportCard({ report, onDecided }: { report: AdminReport; onDecided?: () => void }) {
  const titleId = useId();
  const open = report.status === 'OPEN';
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <header className="flex flex-col items-start gap-2 sm:flex-row sm:justify-between">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-bold break-words text-slate-900">
            {report.app_name}: {REPORT_REASON_LABEL[report.reason]}
          </h3>
          <p className="text-sm text-slate-700">
            Opened <time dateTime={report.created_at}>{formatDateTime(report.created_at)}</time> by{' '}
            <span className="font-semibold break-all">{report.reporter_username ?? 'a former member'}</span>, the {report.reporter_role}
          </p>
        </div>
        <ReportStatusBadge status={report.status} />
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <CardPart title="Match">
          <ReportMatch report={report} />
        </CardPart>
        <CardPart title="Parties">
          <div className="grid gap-3 md:grid-cols-2">
            <ReportParty role="referrer" party={report.referrer} madeReport={report.reporter_role === 'referrer'} />
            <ReportParty role="referee" party={report.referee} madeReport={report.reporter_role === 'referee'} />
          </div>
        </CardPart>
      </div>
      <CardPart title="Thread">
        <ReportThread messages={report.messages} />
      </CardPart>
      {report.evidence.length > 0 && (
        <CardPart title={`Evidence (${report.evidence.length})`}>
          <ReportEvidenceList reportId={report.id} evidence={report.evidence} />
        </CardPart>
      )}
      {open ? (
        <div className="grid gap-6 border-t border-slate-200 pt-6 md:grid-cols-2">
          <CardPart title="Write to both parties">
            <TeamMessageForm reportId={report.id} />
          </CardPart>
          <CardPart title="Decide">
            <DecisionForm report={report} onDecided={onDecided} />
          </CardPart>
        </div>
      ) : (
        <CardPart title="Decision" className="border-t border-slate-200 pt-6">
          <DecisionSummary report={report} />
        </CardPart>
      )}
    </article>
  );
}
