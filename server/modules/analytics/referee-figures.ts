import { REWARD_FIELD_NAMES, rewardRange, type RewardFields } from '#contract/apps/rules.ts';
import { ANALYTICS_LIST_MAX } from '#contract/analytics/rules.ts';
import type { RefereeFigures } from '#contract/analytics/schema.ts';
import { rewardDueAt, rewardDueAtSqlText } from '#contract/matches/rules.ts';
import { isoTimestampSqlText } from '#server/db/json-sql.ts';

type Received = RefereeFigures['received'][number] & { total_pence: number };
type Pending = RewardFields & { match_id: string; app_id: string; app_name: string; countdown_started_at: string; waiting_period_days: number | null };

/** What the summary's one statement reads for the referee, each a JSON array (service.ts runs them together). */
export type RefereeRows = { received: Received[]; pending: Pending[]; pending_count: number };

/** Whether match `m`'s app `a` gives the referee a reward (rewardRange's high end above nothing), in SQL. */
const REFEREE_HAS_REWARD = `greatest(coalesce(a.referee_reward_amount_pence, 0), CASE WHEN a.referee_reward_min_pence IS NOT NULL THEN coalesce(a.referee_reward_max_pence, 0) ELSE 0 END) > 0`;

/** The name of the referee's matches the figures read, within the statement. */
const MINE = 'referee_matches';

/**
 * The referee's figures in one statement: `with`, the referee's matches with a reward confirmed or
 * a sign-up marked, read once through their own index (a named subquery of the statement), and
 * `columns`, counted from them, for the member whose id is the SQL expression `member` (nothing for
 * a null one): what they received per app, most received first (with the total over every app),
 * and what they still await, soonest due first (each due its waiting period after the sign-up was
 * marked, rewardDueAt), at most ANALYTICS_LIST_MAX of each, with how many await. What they await
 * is a sign-up marked whose reward they have not confirmed, on an offer with a reward for them (the
 * dashboard's Pending).
 */
export function refereeFiguresSqlText(member: string): { with: Record<string, string>; columns: Record<keyof RefereeRows, string> } {
  const pending = `FROM ${MINE} m JOIN apps a ON a.id = m.app_id
        WHERE m.status = 'USER_MARKED_DONE' AND NOT m.referee_confirmed_receipt AND ${REFEREE_HAS_REWARD}`;
  return {
    with: {
      [MINE]: `SELECT m.id, m.app_id, m.status, m.referee_confirmed_receipt, m.actual_referee_reward_amount_pence, m.reward_countdown_started_at
        FROM matches m WHERE m.referee_id = ${member} AND (m.referee_confirmed_receipt OR m.status = 'USER_MARKED_DONE')`,
    },
    columns: {
      received: `SELECT coalesce(json_agg(per_app ORDER BY per_app.received_pence DESC, lower(per_app.app_name)), '[]'::json) FROM (
        SELECT m.app_id, a.name AS app_name, count(*)::int AS rewards, coalesce(sum(m.actual_referee_reward_amount_pence), 0)::int AS received_pence,
               (sum(coalesce(sum(m.actual_referee_reward_amount_pence), 0)) OVER ())::int AS total_pence
        FROM ${MINE} m JOIN apps a ON a.id = m.app_id
        WHERE m.referee_confirmed_receipt
        GROUP BY m.app_id, a.name
        ORDER BY received_pence DESC, lower(a.name)
        LIMIT ${ANALYTICS_LIST_MAX}) per_app`,
      pending: `SELECT coalesce(json_agg(due ORDER BY due.at, lower(due.app_name)), '[]'::json) FROM (
        SELECT m.id AS match_id, a.id AS app_id, a.name AS app_name, ${REWARD_FIELD_NAMES.map((field) => `a.${field}`).join(', ')},
               ${isoTimestampSqlText('m.reward_countdown_started_at')} AS countdown_started_at, a.reward_waiting_period_days AS waiting_period_days,
               ${rewardDueAtSqlText('m.reward_countdown_started_at', 'a.reward_waiting_period_days')} AS at
        ${pending}
        ORDER BY at, lower(a.name)
        LIMIT ${ANALYTICS_LIST_MAX}) due`,
      pending_count: `SELECT count(*)::int ${pending}`,
    },
  };
}

/** The person as a referee, from the statement's rows: what they received, per app, and what they still await with due dates. */
export function refereeFiguresOf(rows: RefereeRows, now: Date): RefereeFigures {
  return {
    received: rows.received.map(({ app_id, app_name, rewards, received_pence }) => ({ app_id, app_name, rewards, received_pence })),
    received_total_pence: rows.received[0]?.total_pence ?? 0,
    pending: rows.pending.map((row) => {
      const range = rewardRange(row, 'referee');
      const due = rewardDueAt(new Date(row.countdown_started_at), row.waiting_period_days)!;
      return {
        match_id: row.match_id,
        app_id: row.app_id,
        app_name: row.app_name,
        expected_min_pence: range.minPence,
        expected_max_pence: range.maxPence,
        due_at: due.toISOString(),
        overdue: due.getTime() <= now.getTime(),
      };
    }),
    pending_count: rows.pending_count,
  };
}
