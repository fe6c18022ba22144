import { useState } from 'react';
import { Link } from 'react-router';
import type { Match } from '#contract/matches/schema.ts';
import { REPORT_REASON_LABEL, type ReportReason } from '#contract/reports/rules.ts';
import type { ReportSummary } from '#contract/reports/schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { openReportAbout } from '../logic/open-report.ts';
import type { ReportDialog as Dialog } from './report-dialog.tsx';

type MatchReportActionProps = {
  match: Pick<Match, 'id' | 'app_name' | 'status'>;
  /** The person's reports; undefined while they load (nothing is offered until it is known whether one is open). */
  reports: readonly ReportSummary[] | undefined;
  /** The card says the reward is overdue: "Report reward not received" is offered with the reason chosen. */
  rewardOverdue: boolean;
};

/**
 * A match card's way to report a problem: "View report" while a report about it is open (the
 * person's own or the other party's), else "Report a problem" on a match that is not cancelled.
 */
export function MatchReportAction({ match, reports, rewardOverdue }: MatchReportActionProps) {
  const [dialog, setDialog] = useState<{ reason: ReportReason | null } | null>(null);
  // The dialog's code (its schema and the form library) loads on the first click, not with the dashboard.
  const [ReportDialog, setReportDialog] = useState<typeof Dialog | null>(null);
  const openDialog = (reason: ReportReason | null) =>
    void import('./report-dialog.tsx').then((module) => {
      setReportDialog(() => module.ReportDialog);
      setDialog({ reason });
    });
  if (reports === undefined) return null;

  const open = openReportAbout(reports, match.id);
  if (open) {
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-700">
        <span>
          {open.mine ? 'You reported a problem' : 'The other party reported a problem'}: {REPORT_REASON_LABEL[open.reason].toLowerCase()}.
        </span>
        <Link to={`/reports/${open.id}`} className="font-semibold text-brand-700 underline hover:text-brand-900">
          View report<span className="sr-only"> about {match.app_name}</span>
        </Link>
      </p>
    );
  }
  if (match.status === 'CANCELLED') return null;

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {rewardOverdue && (
        <Button variant="secondary" onClick={() => openDialog('REWARD_NOT_RECEIVED')}>
          Report reward not received<span className="sr-only"> for {match.app_name}</span>
        </Button>
      )}
      {/* Quieter than the card's own actions: most matches never need it. */}
      <button
        type="button"
        onClick={() => openDialog(null)}
        className="inline-flex min-h-10 items-center rounded text-sm font-semibold text-neutral-700 underline underline-offset-2 hover:text-neutral-900"
      >
        Report a problem<span className="sr-only"> with {match.app_name}</span>
      </button>
      {ReportDialog && (
        <ReportDialog open={dialog !== null} onClose={() => setDialog(null)} matchId={match.id} appName={match.app_name} reason={dialog?.reason ?? null} />
      )}
    </div>
  );
}
