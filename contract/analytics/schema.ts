import { z } from 'zod';
import { isoDateTime } from '../shared/schema.ts';
import { ANALYTICS_WEEKS } from './rules.ts';

const count = () => z.number().int();
const pence = () => z.number().int();
const app = { app_id: z.uuid(), app_name: z.string() };

/** ?weeks= of the summary: a whole number of weeks from 1 to 52, 12 when absent. */
export const analyticsSummaryQuery = z.object({
  weeks: z.coerce
    .number({ error: 'Weeks must be a number' })
    .int('Weeks must be a whole number')
    .min(ANALYTICS_WEEKS.min, `Weeks must be at least ${ANALYTICS_WEEKS.min}`)
    .max(ANALYTICS_WEEKS.max, `Weeks must be at most ${ANALYTICS_WEEKS.max}`)
    .default(ANALYTICS_WEEKS.fallback),
});

/** One app's claims of the person's codes, as far as each got: every claim, its sign-up marked, a reward on it confirmed, or it ended cancelled (or expired). */
const funnelRow = z.object({ ...app, claimed: count(), sign_up_marked: count(), reward_confirmed: count(), cancelled_or_expired: count() });
export type FunnelRow = z.infer<typeof funnelRow>;

/** Median days from sign-up marked to the first reward confirmed: the person's (over `mine_rewards`) and the marketplace's for the app (over its latest `marketplace_rewards`). */
const daysToRewardRow = z.object({
  ...app,
  mine_median_days: z.number(),
  mine_rewards: count(),
  marketplace_median_days: z.number().nullable(),
  marketplace_rewards: count(),
});
export type DaysToRewardRow = z.infer<typeof daysToRewardRow>;

/** The person as a referrer: their codes' claims, funnel, rewards earned (confirmed receiving), days to reward and rotation places. */
const referrerFigures = z.object({
  /** Claims of the person's codes per week (weeks start on Monday, London time), oldest first, every week present. */
  claims_per_week: z.array(z.object({ week_start: z.iso.date(), claims: count() })),
  funnel: z.array(funnelRow),
  rewards_per_app: z.array(z.object({ ...app, rewards: count(), earned_pence: pence() })),
  /** The last 12 calendar months, oldest first, every month present; a reward counts in the month its match's reward was first confirmed. */
  rewards_per_month: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), rewards: count(), earned_pence: pence() })),
  days_to_reward: z.array(daysToRewardRow),
  /** Each code on offer: its place in its app's rotation (1 is next in line, up to 101 for "101st or later"; null while out of it). */
  rotation: z.array(z.object({ code_id: z.uuid(), ...app, code: z.string(), place: count().nullable() })),
});
export type ReferrerFigures = z.infer<typeof referrerFigures>;

/** The person as a referee: rewards they confirmed receiving, per app, and those still awaited with their due dates. */
const refereeFigures = z.object({
  received: z.array(z.object({ ...app, rewards: count(), received_pence: pence() })),
  received_total_pence: pence(),
  /** Soonest due first; at most 100 are listed, `pending_count` says how many there are. */
  pending: z.array(
    z.object({ match_id: z.uuid(), ...app, expected_min_pence: pence(), expected_max_pence: pence(), due_at: isoDateTime, overdue: z.boolean() }),
  ),
  pending_count: count(),
});
export type RefereeFigures = z.infer<typeof refereeFigures>;

export const analyticsSummary = z
  .object({ weeks: count(), generated_at: isoDateTime, as_referrer: referrerFigures, as_referee: refereeFigures })
  .meta({ id: 'AnalyticsSummary' });
export type AnalyticsSummary = z.infer<typeof analyticsSummary>;
