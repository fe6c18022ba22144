import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { ANALYTICS_LIST_MAX, ANALYTICS_TIME_ZONE } from '#contract/analytics/rules.ts';
import type { DaysToRewardRow, FunnelRow, ReferrerFigures } from '#contract/analytics/schema.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { preparedPerDatabase, runNamed } from '#server/db/prepared.ts';
import { apps, referralCodes } from '#server/db/schema.ts';
import { codeStandings } from '../referral-codes/rotation.ts';

/**
 * Days from the sign-up marked to the first reward confirmed on match `m`, to a day's fraction; null
 * until both have happened (the member page's median reads the same span).
 */
const DAYS_TO_REWARD = `CASE WHEN m.first_confirmed_at IS NOT NULL AND m.reward_countdown_started_at IS NOT NULL
        THEN extract(epoch FROM m.first_confirmed_at - m.reward_countdown_started_at) / 86400 END`;
const medianOf = (days: string) => `round((percentile_cont(0.5) WITHIN GROUP (ORDER BY ${days}))::numeric, 1)::float8`;
/** Midnight in London at the start of the calendar day in parameter `$n` ("2026-03-16"), as a moment. */
const londonMidnight = (parameter: string) => `(${parameter}::date::timestamp AT TIME ZONE '${ANALYTICS_TIME_ZONE}')`;

// Each statement is written once and run by name, so every connection plans it once: the figures
// are a handful of small reads, where planning would cost as much as running them.

type AppRow = FunnelRow & { rewards: number; earned_pence: number; mine_median_days: number | null; mine_rewards: number };

/**
 * Per app, everything counted from the referrer's own matches (the referrer index): how far each
 * claim got, the rewards they confirmed receiving and what they came to (the amount is recorded on
 * confirming), and their median days to a reward. Busiest apps first.
 */
function perApp(db: DbOrTx, userId: string): Promise<AppRow[]> {
  return runNamed<AppRow>(
    db,
    'analytics_referrer_apps',
    `SELECT m.app_id, a.name AS app_name,
            count(*)::int AS claimed,
            count(*) FILTER (WHERE m.reward_countdown_started_at IS NOT NULL)::int AS sign_up_marked,
            count(*) FILTER (WHERE m.first_confirmed_at IS NOT NULL)::int AS reward_confirmed,
            count(*) FILTER (WHERE m.status = 'CANCELLED')::int AS cancelled_or_expired,
            count(*) FILTER (WHERE m.referrer_confirmed_receipt)::int AS rewards,
            coalesce(sum(m.actual_referrer_reward_amount_pence) FILTER (WHERE m.referrer_confirmed_receipt), 0)::int AS earned_pence,
            ${medianOf(DAYS_TO_REWARD)} AS mine_median_days,
            count(${DAYS_TO_REWARD})::int AS mine_rewards
     FROM matches m JOIN apps a ON a.id = m.app_id
     WHERE m.referrer_id = $1
     GROUP BY m.app_id, a.name
     ORDER BY claimed DESC, lower(a.name)
     LIMIT ${ANALYTICS_LIST_MAX}`,
    [userId],
  );
}

/** Claims of the referrer's codes per London week since the Monday `since`. */
function claimsPerWeek(db: DbOrTx, userId: string, since: string): Promise<{ week_start: string; claims: number }[]> {
  return runNamed(
    db,
    'analytics_referrer_weeks',
    `SELECT to_char(date_trunc('week', m.created_at AT TIME ZONE '${ANALYTICS_TIME_ZONE}'), 'YYYY-MM-DD') AS week_start, count(*)::int AS claims
     FROM matches m
     WHERE m.referrer_id = $1 AND m.created_at >= ${londonMidnight('$2')}
     GROUP BY 1`,
    [userId, since],
  );
}

/** Rewards the referrer confirmed receiving per London month since the 1st of `since` ("2025-04"), by when the match's reward was first confirmed. */
function rewardsPerMonth(db: DbOrTx, userId: string, since: string): Promise<{ month: string; rewards: number; earned_pence: number }[]> {
  return runNamed(
    db,
    'analytics_referrer_months',
    `SELECT to_char(date_trunc('month', m.first_confirmed_at AT TIME ZONE '${ANALYTICS_TIME_ZONE}'), 'YYYY-MM') AS month,
            count(*)::int AS rewards, coalesce(sum(m.actual_referrer_reward_amount_pence), 0)::int AS earned_pence
     FROM matches m
     WHERE m.referrer_id = $1 AND m.referrer_confirmed_receipt AND m.first_confirmed_at >= ${londonMidnight('$2')}
     GROUP BY 1`,
    [userId, `${since}-01`],
  );
}

/**
 * The marketplace's median days to a reward for each app, over its latest MARKETPLACE_SAMPLE
 * confirmed rewards: kept in app_reward_medians as rewards are confirmed (migration 0043), where it
 * was counted from up to 500 matches per app on every read. An app with no confirmed reward has none.
 */
async function marketplaceMedians(db: DbOrTx, appIds: string[]): Promise<Map<string, { median: number | null; rewards: number }>> {
  if (appIds.length === 0) return new Map();
  const rows = await runNamed<{ app_id: string; median: number | null; rewards: number }>(
    db,
    'analytics_marketplace_medians',
    'SELECT app_id, median_days AS median, rewards FROM app_reward_medians WHERE app_id = ANY($1::uuid[])',
    [appIds],
  );
  const kept = new Map(rows.map((row) => [row.app_id, { median: row.median, rewards: row.rewards }]));
  return new Map(appIds.map((id) => [id, kept.get(id) ?? { median: null, rewards: 0 }]));
}

/** The referrer's codes on offer (or paused), newest first (their codes' index). */
const myCodes = preparedPerDatabase((db) =>
  db
    .select({ code_id: referralCodes.id, app_id: referralCodes.appId, app_name: apps.name, code: referralCodes.code })
    .from(referralCodes)
    .innerJoin(apps, eq(apps.id, referralCodes.appId))
    .where(and(eq(referralCodes.userId, sql.placeholder('userId')), ne(referralCodes.status, 'WITHDRAWN')))
    .orderBy(desc(referralCodes.createdAt))
    .limit(ANALYTICS_LIST_MAX)
    .prepare('analytics_referrer_codes'),
);

/** Each of the referrer's codes with its place in its app's rotation (referral-codes/rotation.ts): the codes ahead of it, plus one. */
async function rotationPlaces(db: Db, userId: string): Promise<ReferrerFigures['rotation']> {
  const codes = await myCodes(db).execute({ userId });
  const standings = await codeStandings(
    db,
    codes.map((code) => code.code_id),
  );
  return codes.map((code) => {
    const ahead = standings.get(code.code_id)?.ahead ?? null;
    return { ...code, place: ahead === null ? null : ahead + 1 };
  });
}

/** Fills a series so every key has a row, in the keys' order. */
function series<Row>(keys: string[], rows: Row[], keyOf: (row: Row) => string, empty: (key: string) => Row): Row[] {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => byKey.get(key) ?? empty(key));
}

/** The person as a referrer: claims over `weeks` (Mondays, oldest first), `months` of rewards, and the rest all time. */
export async function referrerFigures(db: Db, userId: string, weeks: string[], months: string[]): Promise<ReferrerFigures> {
  const [apps, claims, monthly, rotation] = await Promise.all([
    perApp(db, userId),
    claimsPerWeek(db, userId, weeks[0]!),
    rewardsPerMonth(db, userId, months[0]!),
    rotationPlaces(db, userId),
  ]);
  const rewarded = apps.filter((row) => row.mine_rewards > 0);
  const marketplace = await marketplaceMedians(
    db,
    rewarded.map((row) => row.app_id),
  );
  const daysToReward: DaysToRewardRow[] = rewarded.map((row) => ({
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
      claims,
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
      monthly,
      (row) => row.month,
      (month) => ({ month, rewards: 0, earned_pence: 0 }),
    ),
    days_to_reward: daysToReward,
    rotation,
  };
}
