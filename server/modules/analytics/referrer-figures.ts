import { ANALYTICS_LIST_MAX, ANALYTICS_TIME_ZONE } from '#contract/analytics/rules.ts';
import type { DaysToRewardRow, FunnelRow, ReferrerFigures } from '#contract/analytics/schema.ts';

/**
 * Days from the sign-up marked to the first reward confirmed on match `m`, to a day's fraction; null
 * until both have happened (the member page's median reads the same span).
 */
const DAYS_TO_REWARD = `CASE WHEN m.first_confirmed_at IS NOT NULL AND m.reward_countdown_started_at IS NOT NULL
        THEN extract(epoch FROM m.first_confirmed_at - m.reward_countdown_started_at) / 86400 END`;
const medianOf = (days: string) => `round((percentile_cont(0.5) WITHIN GROUP (ORDER BY ${days}))::numeric, 1)::float8`;
/** Midnight in London at the start of the calendar day in the text `day` ("2026-03-16"), as a moment. */
const londonMidnight = (day: string) => `(${day}::date::timestamp AT TIME ZONE '${ANALYTICS_TIME_ZONE}')`;

type AppRow = FunnelRow & { rewards: number; earned_pence: number; mine_median_days: number | null; mine_rewards: number };
type MedianRow = { app_id: string; median: number | null; rewards: number };
type RotationRow = Omit<ReferrerFigures['rotation'][number], 'place'> & { ahead: number | null };

/** What the summary's one statement reads for the referrer, each a JSON array (service.ts runs them together). */
export type ReferrerRows = {
  apps: AppRow[];
  weeks: { week_start: string; claims: number }[];
  months: { month: string; rewards: number; earned_pence: number }[];
  medians: MedianRow[];
  rotation: RotationRow[];
};

/** The name of the referrer's matches within the statement. */
const MINE = 'referrer_matches';

/**
 * The referrer's figures in one statement: `with`, the referrer's matches read once through their
 * own index (a named subquery of the statement), and `columns`, each a JSON array counted from
 * them, for the member whose id is the SQL expression `member` (nothing for a null one);
 * `weekSince` and `monthSince` are the SQL texts of the first Monday ("2026-03-16") and the 1st of
 * the first month ("2025-04-01").
 */
export function referrerFiguresSqlText(
  member: string,
  weekSince: string,
  monthSince: string,
): { with: Record<string, string>; columns: Record<keyof ReferrerRows, string> } {
  return {
    with: {
      [MINE]: `SELECT m.app_id, m.created_at, m.status, m.reward_countdown_started_at, m.first_confirmed_at, m.referrer_confirmed_receipt,
          m.actual_referrer_reward_amount_pence FROM matches m WHERE m.referrer_id = ${member}`,
    },
    columns: {
      // Per app: how far each claim got, the rewards the referrer confirmed receiving and what they
      // came to (the amount is recorded on confirming), and their median days to a reward. Busiest apps first.
      apps: `SELECT coalesce(json_agg(per_app ORDER BY per_app.claimed DESC, lower(per_app.app_name)), '[]'::json) FROM (
        SELECT m.app_id, a.name AS app_name,
               count(*)::int AS claimed,
               count(*) FILTER (WHERE m.reward_countdown_started_at IS NOT NULL)::int AS sign_up_marked,
               count(*) FILTER (WHERE m.first_confirmed_at IS NOT NULL)::int AS reward_confirmed,
               count(*) FILTER (WHERE m.status = 'CANCELLED')::int AS cancelled_or_expired,
               count(*) FILTER (WHERE m.referrer_confirmed_receipt)::int AS rewards,
               coalesce(sum(m.actual_referrer_reward_amount_pence) FILTER (WHERE m.referrer_confirmed_receipt), 0)::int AS earned_pence,
               ${medianOf(DAYS_TO_REWARD)} AS mine_median_days,
               count(${DAYS_TO_REWARD})::int AS mine_rewards
        FROM ${MINE} m JOIN apps a ON a.id = m.app_id
        GROUP BY m.app_id, a.name
        ORDER BY claimed DESC, lower(a.name)
        LIMIT ${ANALYTICS_LIST_MAX}) per_app`,
      // Claims of the referrer's codes per London week since the first Monday.
      weeks: `SELECT coalesce(json_agg(per_week), '[]'::json) FROM (
        SELECT to_char(date_trunc('week', m.created_at AT TIME ZONE '${ANALYTICS_TIME_ZONE}'), 'YYYY-MM-DD') AS week_start, count(*)::int AS claims
        FROM ${MINE} m
        WHERE m.created_at >= ${londonMidnight(weekSince)}
        GROUP BY 1) per_week`,
      // Rewards the referrer confirmed receiving per London month, by when the match's reward was first confirmed.
      months: `SELECT coalesce(json_agg(per_month), '[]'::json) FROM (
        SELECT to_char(date_trunc('month', m.first_confirmed_at AT TIME ZONE '${ANALYTICS_TIME_ZONE}'), 'YYYY-MM') AS month,
               count(*)::int AS rewards, coalesce(sum(m.actual_referrer_reward_amount_pence), 0)::int AS earned_pence
        FROM ${MINE} m
        WHERE m.referrer_confirmed_receipt AND m.first_confirmed_at >= ${londonMidnight(monthSince)}
        GROUP BY 1) per_month`,
      // The marketplace's median days to a reward for each app the referrer has a reward on, over
      // its latest MARKETPLACE_SAMPLE confirmed rewards: kept in app_reward_medians as rewards are
      // confirmed (migration 0043). An app with no confirmed reward has no row.
      medians: `SELECT coalesce(json_agg(json_build_object('app_id', arm.app_id, 'median', arm.median_days, 'rewards', arm.rewards)), '[]'::json)
        FROM app_reward_medians arm
        WHERE arm.app_id IN (SELECT m.app_id FROM ${MINE} m WHERE m.first_confirmed_at IS NOT NULL)`,
      // The referrer's codes on offer (or paused), newest first, each with the codes ahead of it in its
      // app's rotation (referral-codes/rotation.ts).
      rotation: `WITH mine AS (
          SELECT rc.id, rc.app_id, a.name AS app_name, rc.code, rc.created_at
          FROM referral_codes rc JOIN apps a ON a.id = rc.app_id
          WHERE rc.user_id = ${member} AND rc.status <> 'WITHDRAWN'
          ORDER BY rc.created_at DESC
          LIMIT ${ANALYTICS_LIST_MAX})
        SELECT coalesce(json_agg(json_build_object('code_id', mine.id, 'app_id', mine.app_id, 'app_name', mine.app_name, 'code', mine.code, 'ahead', s.ahead)
            ORDER BY mine.created_at DESC), '[]'::json)
        FROM mine LEFT JOIN code_standings(ARRAY(SELECT id FROM mine)) s ON s.id = mine.id`,
    },
  };
}

/** Fills a series so every key has a row, in the keys' order. */
function series<Row>(keys: string[], rows: Row[], keyOf: (row: Row) => string, empty: (key: string) => Row): Row[] {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => byKey.get(key) ?? empty(key));
}

/** The person as a referrer, from the statement's rows: claims over `weeks` (Mondays, oldest first), `months` of rewards, and the rest all time. */
export function referrerFiguresOf(rows: ReferrerRows, weeks: string[], months: string[]): ReferrerFigures {
  const { apps, medians } = rows;
  const marketplace = new Map(medians.map((row) => [row.app_id, row]));
  const daysToReward: DaysToRewardRow[] = apps
    .filter((row) => row.mine_rewards > 0)
    .map((row) => ({
      app_id: row.app_id,
      app_name: row.app_name,
      mine_median_days: row.mine_median_days!,
      mine_rewards: row.mine_rewards,
      marketplace_median_days: marketplace.get(row.app_id)?.median ?? null,
      marketplace_rewards: marketplace.get(row.app_id)?.rewards ?? 0,
    }));
  return {
    claims_per_week: series(
      weeks,
      rows.weeks,
      (row) => row.week_start,
      (week_start) => ({ week_start, claims: 0 }),
    ),
    funnel: apps.map(({ app_id, app_name, claimed, sign_up_marked, reward_confirmed, cancelled_or_expired }) => ({
      app_id,
      app_name,
      claimed,
      sign_up_marked,
      reward_confirmed,
      cancelled_or_expired,
    })),
    rewards_per_app: apps.filter((row) => row.rewards > 0).map(({ app_id, app_name, rewards, earned_pence }) => ({ app_id, app_name, rewards, earned_pence })),
    rewards_per_month: series(
      months,
      rows.months,
      (row) => row.month,
      (month) => ({ month, rewards: 0, earned_pence: 0 }),
    ),
    days_to_reward: daysToReward,
    rotation: rows.rotation.map(({ ahead, ...code }) => ({ ...code, place: ahead === null ? null : ahead + 1 })),
  };
}
