import type { AdminReport } from '#contract/admin/reports/schema.ts';
import { REPORT_REASON_LABEL } from '#contract/reports/rules.ts';
import { CardPart } from '../shared/card-part.tsx';
import { formatDateTime } from '../shared/format.ts';
import { QueueCard } from '../shared/queue-card.tsx';
import { ReportStatusBadge } from './badge.tsx';
import { DecisionForm } from './decision-form.tsx';
import { DecisionSummary } from './decision-summary.tsx';
import { ReportEvidenceList } from './report-evidence.tsx';
import { ReportMatch } from './report-match.tsx';
import { ReportParty } from './report-party.tsx';
import { ReportTerms } from './report-terms.tsx';
import { ReportThread } from './report-thread.tsx';
import { TeamMessageForm } from './team-message-form.tsx';

/** One report with all the team decides on: the match, both parties' records, the thread, the evidence; and the decision or its forms. */
export function ReportCard({ report, onDecided }: { report: AdminReport; onDecided?: () => void }) {
  const open = report.status === 'OPEN';
  return (
    <QueueCard
      title={`${report.app_name}: ${REPORT_REASON_LABEL[report.reason]}`}
      byline={
        <p className="text-sm text-neutral-700">
          Opened <time dateTime={report.created_at}>{formatDateTime(report.created_at)}</time> by{' '}
          <span className="font-semibold break-all">{report.reporter_username ?? 'a former member'}</span>, the {report.reporter_role}
        </p>
      }
      badges={<ReportStatusBadge status={report.status} />}
    >
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
      {report.reason === 'REWARD_NOT_RECEIVED' && (
        <CardPart title="The offer: when claimed and now">
          <ReportTerms match={report.match} />
        </CardPart>
      )}
      <CardPart title="Thread">
        <ReportThread messages={report.messages} />
      </CardPart>
      {report.evidence.length > 0 && (
        <CardPart title={`Evidence (${report.evidence.length})`}>
          <ReportEvidenceList reportId={report.id} evidence={report.evidence} />
        </CardPart>
      )}
      {open ? (
        <div className="grid gap-6 border-t border-neutral-200 pt-6 md:grid-cols-2">
          <CardPart title="Write to both parties">
            <TeamMessageForm reportId={report.id} />
          </CardPart>
          <CardPart title="Decide">
            <DecisionForm report={report} onDecided={onDecided} />
          </CardPart>
        </div>
      ) : (
        <CardPart title="Decision" className="border-t border-neutral-200 pt-6">
          <DecisionSummary report={report} />
        </CardPart>
      )}
    </QueueCard>
  );
}
