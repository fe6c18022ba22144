import type { AdminReportParty } from '#contract/admin/reports/schema.ts';
import { Detail } from '#web/components/ui/detail.tsx';
import { Badge } from '../shared/badge.tsx';
import { ROLE_LABEL } from './report-words.ts';

const percent = (rate: number | null) => (rate === null ? 'Too few matches' : `${Math.round(rate * 100)}%`);
const rated = (rating: number | null) => (rating === null ? 'None yet' : `${rating.toFixed(1)} out of 5`);

type ReportPartyProps = { role: 'referrer' | 'referee'; party: AdminReportParty | null; madeReport: boolean };

/** One party of the reported match: who, whether their account is active, and their track record as a sharer. */
export function ReportParty({ role, party, madeReport }: ReportPartyProps) {
  return (
    <div className="min-w-0 rounded-xl border border-neutral-200 p-4">
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-neutral-600">
        {ROLE_LABEL[role]}
        {madeReport ? <Badge tone="slate">Made the report</Badge> : <Badge tone="amber">Reported</Badge>}
      </p>
      {party === null ? (
        <p className="mt-2 text-neutral-700">A former member: the account is gone.</p>
      ) : (
        <>
          <p className="mt-1 font-semibold break-all text-neutral-900">{party.username}</p>
          <p className="text-sm break-all text-neutral-700">{party.email}</p>
          <p className="mt-1 text-sm">{party.is_active ? 'Active' : <span className="font-semibold text-danger-800">Inactive</span>}</p>
          <dl aria-label={`${party.username}’s track record`} className="mt-3 grid grid-cols-2 gap-3">
            <Detail term="Completed">{party.track_record.completed}</Detail>
            <Detail term="Completion rate">{percent(party.track_record.completion_rate)}</Detail>
            <Detail term="Rating">{rated(party.track_record.rating)}</Detail>
            <Detail term="Ratings">{party.track_record.ratings}</Detail>
            <Detail term="Upheld reports">{party.track_record.upheld_reports}</Detail>
          </dl>
        </>
      )}
    </div>
  );
}
