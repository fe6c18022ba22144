import { daysText, FUNNEL_STAGE_LABEL, FUNNEL_STAGES, monthText, SERIES_NAME, weekText } from '#contract/analytics/rules.ts';
import type { ReferrerFigures } from '#contract/analytics/schema.ts';
import { formatPence } from '#contract/shared/money.ts';

/** One figure per category, or null where there is none (a table shows a dash, the chart no bar). */
type ChartSeries = { name: string; values: (number | null)[] };

/**
 * What one chart draws and its table lists, from the same figures: the categories (weeks, months,
 * apps) down the table and along the chart, one column and one bar colour per series.
 */
export type ChartModel = { categories: string[]; series: ChartSeries[]; format: (value: number | null) => string };

const count = (value: number | null) => (value === null ? '—' : String(value));
const money = (value: number | null) => (value === null ? '—' : formatPence(value));

export function claimsModel(figures: ReferrerFigures): ChartModel {
  const weeks = figures.claims_per_week;
  return {
    categories: weeks.map((week) => weekText(week.week_start)),
    series: [{ name: SERIES_NAME.claims, values: weeks.map((week) => week.claims) }],
    format: count,
  };
}

export function funnelModel(figures: ReferrerFigures): ChartModel {
  return {
    categories: figures.funnel.map((row) => row.app_name),
    series: FUNNEL_STAGES.map((stage) => ({ name: FUNNEL_STAGE_LABEL[stage], values: figures.funnel.map((row) => row[stage]) })),
    format: count,
  };
}

export function rewardsPerAppModel(figures: ReferrerFigures): ChartModel {
  const rows = figures.rewards_per_app;
  return { categories: rows.map((row) => row.app_name), series: [{ name: SERIES_NAME.earned, values: rows.map((row) => row.earned_pence) }], format: money };
}

export function rewardsPerMonthModel(figures: ReferrerFigures): ChartModel {
  const months = figures.rewards_per_month;
  return {
    categories: months.map((row) => monthText(row.month)),
    series: [{ name: SERIES_NAME.earned, values: months.map((row) => row.earned_pence) }],
    format: money,
  };
}

export function daysModel(figures: ReferrerFigures): ChartModel {
  const rows = figures.days_to_reward;
  return {
    categories: rows.map((row) => row.app_name),
    series: [
      { name: SERIES_NAME.mine, values: rows.map((row) => row.mine_median_days) },
      { name: SERIES_NAME.marketplace, values: rows.map((row) => row.marketplace_median_days) },
    ],
    format: daysText,
  };
}
