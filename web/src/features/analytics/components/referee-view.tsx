import { ANALYTICS_TEXT as TEXT, COLUMN } from '#contract/analytics/rules.ts';
import type { RefereeFigures } from '#contract/analytics/schema.ts';
import { formatPence, formatPenceRange } from '#contract/shared/money.ts';
import { SectionCard } from '#web/components/section/section-card.tsx';
import { formatDate } from '#web/lib/dates.ts';
import { FigureTable } from './figure-table.tsx';

function DueDate({ dueAt, overdue }: { dueAt: string; overdue: boolean }) {
  return (
    <span className="whitespace-normal">
      {formatDate(dueAt)}
      {overdue && <span className="ml-2 inline-block rounded bg-warning-100 px-1.5 py-0.5 text-xs font-semibold text-warning-900">{TEXT.overdue}</span>}
    </span>
  );
}

/** The person as a referee: the rewards they received, per app, and those still pending with their due dates. */
export function RefereeView({ figures }: { figures: RefereeFigures }) {
  const shown = figures.pending.length;
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <SectionCard title={TEXT.receivedTitle} description={`${formatPence(figures.received_total_pence)} received in total`}>
        {figures.received.length === 0 ? (
          <p className="text-sm text-neutral-600">{TEXT.noReceived}</p>
        ) : (
          <FigureTable
            caption={TEXT.receivedTitle}
            columns={[COLUMN.app, COLUMN.rewards, COLUMN.received]}
            rows={figures.received.map((row) => ({ key: row.app_id, cells: [row.app_name, row.rewards, formatPence(row.received_pence)] }))}
          />
        )}
      </SectionCard>
      <SectionCard
        title={TEXT.pendingTitle}
        description={
          figures.pending_count > shown ? `The ${shown} due soonest of ${figures.pending_count}` : shown > 0 ? `${shown} awaited, soonest due first` : undefined
        }
      >
        {shown === 0 ? (
          <p className="text-sm text-neutral-600">{TEXT.noPending}</p>
        ) : (
          <FigureTable
            caption={TEXT.pendingTitle}
            columns={[COLUMN.app, COLUMN.expected, COLUMN.due]}
            rows={figures.pending.map((row) => ({
              key: row.match_id,
              cells: [
                row.app_name,
                formatPenceRange({ minPence: row.expected_min_pence, maxPence: row.expected_max_pence }),
                <DueDate dueAt={row.due_at} overdue={row.overdue} />,
              ],
            }))}
          />
        )}
      </SectionCard>
    </div>
  );
}
