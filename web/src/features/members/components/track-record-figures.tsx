import type { TrackRecord } from '#contract/members/schema.ts';
import { Detail } from '#web/components/ui/detail.tsx';

const percent = (rate: number | null) => (rate === null ? 'Not enough matches yet' : `${Math.round(rate * 100)}%`);
const rated = (rating: number | null, ratings: number) => (rating === null ? 'No ratings yet' : `${rating.toFixed(1)} out of 5 (${ratings})`);
const days = (value: number | null) => (value === null ? 'No rewards yet' : `${value} ${value === 1 ? 'day' : 'days'}`);

/** A member's whole record, each figure computed from their matches and reviews. */
export function TrackRecordFigures({ record }: { record: TrackRecord }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="as-sharer-title" className="rounded-2xl border border-neutral-200 bg-surface p-5 shadow-sm">
        <h2 id="as-sharer-title" className="text-lg font-bold text-neutral-900">
          Sharing codes
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-4">
          <Detail term="Paid out">{percent(record.completion_rate)}</Detail>
          <Detail term="Completed">{`${record.completed} of ${record.matches} matches`}</Detail>
          <Detail term="Rating from people who used their codes">{rated(record.rating, record.ratings)}</Detail>
          <Detail term="Sign-up to reward">{days(record.median_days_to_reward)}</Detail>
          <Detail term="Codes shared">{record.codes_shared}</Detail>
          <Detail term="Upheld reports">{record.upheld_reports}</Detail>
        </dl>
      </section>
      <section aria-labelledby="as-joiner-title" className="rounded-2xl border border-neutral-200 bg-surface p-5 shadow-sm">
        <h2 id="as-joiner-title" className="text-lg font-bold text-neutral-900">
          Signing up with codes
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-4">
          <Detail term="Matches">{record.as_referee.matches}</Detail>
          <Detail term="Completed">{record.as_referee.completed}</Detail>
          <Detail term="Rating from people whose codes they used">{rated(record.as_referee.rating, record.as_referee.ratings)}</Detail>
        </dl>
      </section>
    </div>
  );
}
