import { and, eq, sql } from 'drizzle-orm';
import { rewardRange } from '#contract/apps/rules.ts';
import { ANALYTICS_LIST_MAX } from '#contract/analytics/rules.ts';
import type { RefereeFigures } from '#contract/analytics/schema.ts';
import { rewardDueAt, rewardDueAtSqlText } from '#contract/matches/rules.ts';
import { columnText } from '#server/db/json-sql.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { preparedPerDatabase, runNamed } from '#server/db/prepared.ts';
import { apps, matches } from '#server/db/schema.ts';
import { appBriefColumns } from '../apps/dto.ts';
import { rewardFieldsOf } from '../apps/reward-columns.ts';

type Received = RefereeFigures['received'][number] & { total_pence: number };

/** Rewards the referee confirmed receiving, per app, most received first, with the total over every app. */
function receivedPerApp(db: DbOrTx, userId: string): Promise<Received[]> {
  return runNamed<Received>(
    db,
    'analytics_referee_received',
    `SELECT m.app_id, a.name AS app_name, count(*)::int AS rewards,
            coalesce(sum(m.actual_referee_reward_amount_pence), 0)::int AS received_pence,
            (sum(coalesce(sum(m.actual_referee_reward_amount_pence), 0)) OVER ())::int AS total_pence
     FROM matches m JOIN apps a ON a.id = m.app_id
     WHERE m.referee_id = $1 AND m.referee_confirmed_receipt
     GROUP BY m.app_id, a.name
     ORDER BY received_pence DESC, lower(a.name)
     LIMIT ${ANALYTICS_LIST_MAX}`,
    [userId],
  );
}

/** Whether a match's app gives the referee a reward (rewardRange's high end above nothing), in SQL. */
const REFEREE_HAS_REWARD = sql`greatest(coalesce(${apps.refereeRewardAmountPence}, 0), CASE WHEN ${apps.refereeRewardMinPence} IS NOT NULL THEN coalesce(${apps.refereeRewardMaxPence}, 0) ELSE 0 END) > 0`;
/** When a match's reward is due: the one rule (rewardDueAt), in SQL. */
const DUE_AT = sql.raw(rewardDueAtSqlText(columnText(matches.rewardCountdownStartedAt), columnText(apps.rewardWaitingPeriodDays)));

/**
 * The rewards the referee still awaits: sign-ups marked whose reward they have not confirmed, on
 * offers with a reward for them (the dashboard's Pending), each due its waiting period after the
 * sign-up was marked (rewardDueAt, as the match card says). Soonest due first, at most
 * ANALYTICS_LIST_MAX, with how many there are.
 */
const pendingQuery = preparedPerDatabase((db) =>
  db
    .select({
      matchId: matches.id,
      countdownStartedAt: matches.rewardCountdownStartedAt,
      count: sql<number>`(count(*) OVER ())::int`,
      app: appBriefColumns,
    })
    .from(matches)
    .innerJoin(apps, eq(apps.id, matches.appId))
    .where(
      and(
        eq(matches.refereeId, sql.placeholder('userId')),
        eq(matches.status, 'USER_MARKED_DONE'),
        eq(matches.refereeConfirmedReceipt, false),
        REFEREE_HAS_REWARD,
      ),
    )
    .orderBy(DUE_AT, sql`lower(${apps.name})`)
    .limit(ANALYTICS_LIST_MAX)
    .prepare('analytics_referee_pending'),
);

async function pendingRewards(db: Db, userId: string, now: Date): Promise<Pick<RefereeFigures, 'pending' | 'pending_count'>> {
  const rows = await pendingQuery(db).execute({ userId });
  return {
    pending: rows.map(({ matchId, countdownStartedAt, app }) => {
      const range = rewardRange(rewardFieldsOf(app), 'referee');
      const due = rewardDueAt(countdownStartedAt, app.rewardWaitingPeriodDays)!;
      return {
        match_id: matchId,
        app_id: app.id,
        app_name: app.name,
        expected_min_pence: range.minPence,
        expected_max_pence: range.maxPence,
        due_at: due.toISOString(),
        overdue: due.getTime() <= now.getTime(),
      };
    }),
    pending_count: rows[0]?.count ?? 0,
  };
}

/** The person as a referee: what they received, per app, and what they still await with due dates. */
export async function refereeFigures(db: Db, userId: string, now: Date): Promise<RefereeFigures> {
  const [received, pending] = await Promise.all([receivedPerApp(db, userId), pendingRewards(db, userId, now)]);
  return {
    received: received.map(({ app_id, app_name, rewards, received_pence }) => ({ app_id, app_name, rewards, received_pence })),
    received_total_pence: received[0]?.total_pence ?? 0,
    ...pending,
  };
}
