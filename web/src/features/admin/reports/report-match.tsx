import type { AdminReport } from '#contract/admin/reports/schema.ts';
import { MATCH_STATUS_LABEL } from '#contract/matches/rules.ts';
import { Detail } from '#web/components/ui/detail.tsx';
import { Badge } from '../shared/badge.tsx';
import { CODE_STATUS_LABEL } from './report-words.ts';
import { RestoreCodeButton } from './restore-code-button.tsx';

/** The reported match: its status, the code and link it used, and the code's status now. */
export function ReportMatch({ report }: { report: AdminReport }) {
  const { match } = report;
  const paused = match.code_status === 'PAUSED';
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-3">
        <Detail term="Match status">{MATCH_STATUS_LABEL[match.status]}</Detail>
        <Detail term="Code">{match.code ?? 'None'}</Detail>
        <div className="col-span-2 min-w-0">
          <dt className="text-sm text-neutral-600">Referral link</dt>
          <dd className="font-semibold break-all text-neutral-900">{match.referral_link ?? 'None'}</dd>
        </div>
        <div className="col-span-2 min-w-0">
          <dt className="text-sm text-neutral-600">Code status</dt>
          <dd className="flex flex-wrap items-center gap-2 font-semibold text-neutral-900">
            {match.code_status === null ? 'The code is gone' : paused ? <Badge tone="amber">Paused</Badge> : CODE_STATUS_LABEL[match.code_status]}
          </dd>
        </div>
      </dl>
      {paused && match.referral_code_id && (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-neutral-700">Paused codes are out of the marketplace until their owner replaces the link or the team restores them.</p>
          <RestoreCodeButton codeId={match.referral_code_id} code={match.code} appName={report.app_name} />
        </div>
      )}
    </div>
  );
}
