import type { ReactNode } from 'react';
import { ANALYTICS_TEXT as TEXT, COLUMN, rotationPlaceText } from '#contract/analytics/rules.ts';
import type { ReferrerFigures } from '#contract/analytics/schema.ts';
import { ROTATION_COUNT_CAP } from '#contract/referral-codes/rules.ts';
import { formatWholePounds } from '#contract/shared/money.ts';
import { SectionCard } from '#web/components/section/section-card.tsx';
import { claimsModel, daysModel, funnelModel, rewardsPerAppModel, rewardsPerMonthModel } from '../logic/chart-models.ts';
import { ChartPanel } from './chart-panel.tsx';
import { FigureTable } from './figure-table.tsx';

function EarnedTotal({ figures }: { figures: ReferrerFigures }) {
  const total = figures.rewards_per_app.reduce((sum, row) => sum + row.earned_pence, 0);
  // A total earned is in whole pounds, as on the dashboard (user-side §9).
  return total > 0 ? <p className="mt-4 text-sm font-semibold text-neutral-800">{`${formatWholePounds(total)} earned in total`}</p> : null;
}

/** The person as a referrer: claims per week, the funnel, rewards per app and month, days to reward, and their codes' places. */
export function ReferrerView({ figures, weeks, weeksControl }: { figures: ReferrerFigures; weeks: number; weeksControl?: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <ChartPanel
        title={TEXT.claimsTitle}
        description={`The last ${weeks === 1 ? 'week' : `${weeks} weeks`}, each from its Monday.`}
        model={claimsModel(figures)}
        kind="columns"
        categoryName={COLUMN.week}
        empty={TEXT.noClaims}
        action={weeksControl}
      />
      <ChartPanel title={TEXT.funnelTitle} model={funnelModel(figures)} kind="rows" categoryName={COLUMN.app} empty={TEXT.noClaims} />
      <ChartPanel
        title={TEXT.rewardsPerAppTitle}
        model={rewardsPerAppModel(figures)}
        kind="rows"
        categoryName={COLUMN.app}
        empty={TEXT.noRewards}
        footer={<EarnedTotal figures={figures} />}
      />
      <ChartPanel title={TEXT.rewardsPerMonthTitle} model={rewardsPerMonthModel(figures)} kind="columns" categoryName={COLUMN.month} empty={TEXT.noRewards} />
      <ChartPanel title={TEXT.daysTitle} description={TEXT.daysNote} model={daysModel(figures)} kind="rows" categoryName={COLUMN.app} empty={TEXT.noRewards} />
      <SectionCard title={TEXT.rotationTitle}>
        {figures.rotation.length === 0 ? (
          <p className="text-sm text-neutral-600">{TEXT.noCodes}</p>
        ) : (
          <FigureTable
            caption={TEXT.rotationTitle}
            columns={[COLUMN.app, COLUMN.code, COLUMN.place]}
            rows={figures.rotation.map((row) => ({
              key: row.code_id,
              cells: [
                row.app_name,
                <span className="inline-block min-w-24 break-all whitespace-normal">{row.code}</span>,
                <span className="whitespace-normal">{rotationPlaceText(row.place, ROTATION_COUNT_CAP)}</span>,
              ],
            }))}
          />
        )}
      </SectionCard>
    </div>
  );
}
