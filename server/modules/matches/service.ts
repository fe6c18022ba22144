import type { Match } from '#contract/matches/schema.ts';
import { claimExpiresAtSqlText, rewardDueAtSqlText, type MatchRole } from '#contract/matches/rules.ts';
import type { Db } from '#server/db/client.ts';
import { isoTimestampSqlText as iso } from '#server/db/json-sql.ts';
import { runNamed } from '#server/db/prepared.ts';
import { JsonText } from '#server/lib/json-text.ts';
import { appBriefJsonSqlText } from '../apps/dto.ts';
import { trackSummaryJsonSqlText } from '../members/track-record.ts';
import { maskedSqlText } from './dto.ts';

const PARTY: Record<MatchRole | 'both', string> = {
  both: '(x.referrer_id = $1 OR x.referee_id = $1)',
  referrer: 'x.referrer_id = $1',
  referee: 'x.referee_id = $1',
};

/**
 * `toMatchDto` for each of the caller's matches, as one JSON array the database writes: the caller's
 * address read once, the other party's per match, the referrer's copy without the instructions
 * (they are the referee's steps). In the spec's order: in progress, awaiting reward, completed,
 * then the rest; newest change first within each. `$1` the caller, `$2` the limit.
 */
function myMatchesSql(role: MatchRole | 'both'): string {
  const as = (referee: string, referrer: string) => `CASE WHEN m.as_referee THEN ${referee} ELSE ${referrer} END`;
  return `SELECT coalesce(json_agg(json_build_object(
      'id', m.id, 'status', m.status, 'role', ${as(`'referee'`, `'referrer'`)}, 'app_id', m.app_id, 'app_name', a.name,
      'app', ${appBriefJsonSqlText('a')}, 'code', m.code, 'referral_link', m.referral_link,
      'owner_masked_email', ${maskedSqlText(as('other.email', 'me.email'))},
      'referee_masked_email', ${maskedSqlText(as('me.email', 'other.email'))},
      'instructions', CASE WHEN m.as_referee THEN m.instructions END,
      'created_at', ${iso('m.created_at')}, 'updated_at', ${iso('m.updated_at')},
      'completed_at', ${iso('m.completed_at')}, 'cancelled_at', ${iso('m.cancelled_at')}, 'cancel_reason', m.cancel_reason,
      'claim_expires_at', CASE WHEN m.status = 'ASSIGNED' THEN ${iso(claimExpiresAtSqlText('m.created_at', 'a.offer_expiry_days'))} END,
      'reward_countdown_started_at', ${iso('m.reward_countdown_started_at')},
      'reward_due_at', ${iso(rewardDueAtSqlText('m.reward_countdown_started_at', 'a.reward_waiting_period_days'))},
      'referrer_confirmed_receipt', m.referrer_confirmed_receipt, 'referee_confirmed_receipt', m.referee_confirmed_receipt,
      'actual_referrer_reward_amount_pence', m.actual_referrer_reward_amount_pence,
      'actual_referee_reward_amount_pence', m.actual_referee_reward_amount_pence,
      'other_party', CASE WHEN other.id IS NOT NULL THEN json_build_object('username', other.username, 'track_record', ${trackSummaryJsonSqlText('other_track')}) END,
      'my_review_rating', r.rating
    ) ORDER BY m.rank, m.updated_at DESC), '[]')::text AS body
  FROM (
    SELECT x.*, x.referee_id = $1 AS as_referee,
      CASE x.status WHEN 'ASSIGNED' THEN 0 WHEN 'USER_MARKED_DONE' THEN 1 WHEN 'COMPLETED' THEN 2 ELSE 3 END AS rank
    FROM matches x
    WHERE ${PARTY[role]}
    ORDER BY rank, x.updated_at DESC
    LIMIT $2
  ) m
  JOIN apps a ON a.id = m.app_id
  JOIN users me ON me.id = $1
  LEFT JOIN users other ON other.id = ${as('m.referrer_id', 'm.referee_id')}
  LEFT JOIN track_records other_track ON other_track.user_id = other.id
  LEFT JOIN reviews r ON r.match_id = m.id AND r.reviewer_role = ${as(`'referee'`, `'referrer'`)}`;
}

/** Written once; the dashboard reads it on every visit, so each connection plans it once (runNamed). */
const STATEMENTS = { both: myMatchesSql('both'), referrer: myMatchesSql('referrer'), referee: myMatchesSql('referee') };

/** The caller's matches in one role or both, each with its app, at most `limit`, as the JSON the route sends. */
export async function listMyMatches(db: Db, userId: string, role: MatchRole | undefined, limit: number): Promise<JsonText<Match[]>> {
  const [row] = await runNamed<{ body: string }>(db, `my_matches_json_${role ?? 'both'}`, STATEMENTS[role ?? 'both'], [userId, limit]);
  return new JsonText(row!.body);
}
