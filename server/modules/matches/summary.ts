import type { MatchesSummary } from '#contract/matches/schema.ts';
import type { Db } from '#server/db/client.ts';
import { runNamed, type NamedStatement } from '#server/db/prepared.ts';
import { JsonText } from '#server/lib/json-text.ts';

/** The viewer's side of a match `m` (with `as_referee`) and its app `a`: `referee` when they are its referee. */
const mine = (referee: string, referrer: string) => `CASE WHEN m.as_referee THEN ${referee} ELSE ${referrer} END`;

/**
 * `contract/matches/stats.ts` over every match of `$1`, as SQL: each match's reward range for the
 * viewer (`rewardRange`: the min-max range when both ends are set and there is no fixed amount,
 * else the fixed amount, else nothing), what they confirmed receiving (the amount recorded, or the
 * low end), Pending as the matches awaiting a reward they have not confirmed, and Your Referrals as
 * the matches not cancelled, by role. The two roles are read through their own indexes
 * (matches_referee_created_idx, matches_referrer_updated_idx); a match where the person held both
 * roles counts once, as the referee's, as in the list. server/modules/matches/summary.test.ts holds
 * it to the rule for every status, role, confirmation and kind of reward.
 */
const SUMMARY_SQL = `
  WITH mine AS (
    SELECT m.status, m.as_referee,
           ${mine('m.referee_confirmed_receipt', 'm.referrer_confirmed_receipt')} AS confirmed,
           ${mine('m.actual_referee_reward_amount_pence', 'm.actual_referrer_reward_amount_pence')} AS actual,
           ${mine('a.referee_reward_amount_pence', 'a.referrer_reward_amount_pence')} AS amount,
           ${mine('a.referee_reward_min_pence', 'a.referrer_reward_min_pence')} AS low,
           ${mine('a.referee_reward_max_pence', 'a.referrer_reward_max_pence')} AS high
    FROM (
      SELECT x.*, true AS as_referee FROM matches x WHERE x.referee_id = $1
      UNION ALL
      SELECT x.*, false AS as_referee FROM matches x WHERE x.referrer_id = $1 AND x.referee_id IS DISTINCT FROM $1
    ) m
    JOIN apps a ON a.id = m.app_id
  ), ranged AS (
    SELECT status, as_referee, confirmed, actual,
           CASE WHEN low IS NOT NULL AND high IS NOT NULL AND coalesce(amount, 0) = 0 THEN low ELSE coalesce(amount, 0) END AS min_pence,
           CASE WHEN low IS NOT NULL AND high IS NOT NULL AND coalesce(amount, 0) = 0 THEN high ELSE coalesce(amount, 0) END AS max_pence
    FROM mine
  ), figured AS (
    SELECT *, (status = 'USER_MARKED_DONE' AND max_pence > 0 AND NOT confirmed) AS pending FROM ranged
  )
  SELECT json_build_object(
    'earned_pence', coalesce(sum(CASE WHEN confirmed THEN coalesce(actual, min_pence) ELSE 0 END), 0)::int,
    'pending', json_build_object(
      'min_pence', coalesce(sum(min_pence) FILTER (WHERE pending), 0)::int,
      'max_pence', coalesce(sum(max_pence) FILTER (WHERE pending), 0)::int,
      'count', (count(*) FILTER (WHERE pending))::int),
    'referrals', json_build_object(
      'total', (count(*) FILTER (WHERE status <> 'CANCELLED'))::int,
      'claimed_by_me', (count(*) FILTER (WHERE status <> 'CANCELLED' AND as_referee))::int,
      'claimed_from_me', (count(*) FILTER (WHERE status <> 'CANCELLED' AND NOT as_referee))::int)
  )::text AS body
  FROM figured`;

/** The statement `readMatchesSummary` runs (one row, its `body`), for a reader that runs it with others (the dashboard). */
export function matchesSummaryStatement(userId: string): NamedStatement {
  return { name: 'matches_summary_json', text: SUMMARY_SQL, params: [userId] };
}

/** GET /api/matches/summary: the stat cards' figures over all of the person's matches, as the JSON the route sends. */
export async function readMatchesSummary(db: Db, userId: string): Promise<JsonText<MatchesSummary>> {
  const { name, text, params } = matchesSummaryStatement(userId);
  const [row] = await runNamed<{ body: string }>(db, name, text, params);
  return new JsonText(row!.body);
}
