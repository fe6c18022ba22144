import type { Match } from '#contract/matches/schema.ts';
import { claimExpiresAtSqlText, matchStatusRankSqlText, rewardDueAtSqlText, type MatchRole } from '#contract/matches/rules.ts';
import { appOfferTermsSqlText, changedOfferTermsPartsSqlText, storedOfferTermsSqlText } from '#contract/matches/terms.ts';
import type { Db } from '#server/db/client.ts';
import { isoTimestampSqlText as iso } from '#server/db/json-sql.ts';
import { runNamed, type NamedStatement } from '#server/db/prepared.ts';
import { JsonText } from '#server/lib/json-text.ts';
import { appBriefJsonSqlText } from '../apps/dto.ts';
import { trackSummaryJsonSqlText } from '../members/track-record.ts';
import { maskedSqlText } from './dto.ts';

const rank = matchStatusRankSqlText('x.status');

/**
 * One role's matches in the spec's order, id breaking ties, as many as the page needs (`$2` the
 * limit, `$3` the offset): read in the order of that role's index (matches_referee_listed_idx,
 * matches_referrer_listed_idx), so a page deep in a long history reads no more than that.
 */
function inRole(party: 'referee_id' | 'referrer_id', andAlso = ''): string {
  return `SELECT x.*, x.referee_id = $1 AS as_referee, ${rank} AS rank
    FROM matches x WHERE x.${party} = $1${andAlso}
    ORDER BY ${rank}, x.updated_at DESC, x.id LIMIT $2::int + $3::int`;
}

/** Both roles are two index reads merged; a match where the caller held both roles would be listed once, as the referee's. */
const LISTED: Record<MatchRole | 'both', string> = {
  both: `(${inRole('referee_id')}) UNION ALL (${inRole('referrer_id', ' AND x.referee_id IS DISTINCT FROM $1')})`,
  referrer: inRole('referrer_id'),
  referee: inRole('referee_id'),
};

const count = (where: string) => `(SELECT count(*) FROM matches x WHERE ${where})`;
/** How many there are in all, counted in the same indexes (the both-roles count less any match listed once for two roles). */
const TOTAL: Record<MatchRole | 'both', string> = {
  both: `${count('x.referee_id = $1')} + ${count('x.referrer_id = $1')} - ${count('x.referee_id = $1 AND x.referrer_id = $1')}`,
  referrer: count('x.referrer_id = $1'),
  referee: count('x.referee_id = $1'),
};

/**
 * `toMatchDto` for a page of the caller's matches, as one JSON array the database writes: the
 * caller's address read once, the other party's per match, the referrer's copy without the
 * instructions (they are the referee's steps). In the spec's order: in progress, awaiting reward,
 * completed, then the rest; newest change first within each, then by id, so pages never overlap.
 * `$1` the caller, `$2` the limit, `$3` the offset; `total` adds how many there are in all.
 */
function myMatchesSql(role: MatchRole | 'both', { total }: { total: boolean }): string {
  const as = (referee: string, referrer: string) => `CASE WHEN m.as_referee THEN ${referee} ELSE ${referrer} END`;
  const totalColumn = total ? `, (${TOTAL[role]})::int AS total` : '';
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
      'my_review_rating', r.rating, 'terms_at_claim', m.terms_at_claim,
      'terms_changed_since_claim', to_json(${changedOfferTermsPartsSqlText(storedOfferTermsSqlText('m.terms_at_claim'), appOfferTermsSqlText('a'))})
    ) ORDER BY m.rank, m.updated_at DESC, m.id), '[]')::text AS body${totalColumn}
  FROM (
    SELECT * FROM (${LISTED[role]}) listed
    ORDER BY listed.rank, listed.updated_at DESC, listed.id
    LIMIT $2 OFFSET $3
  ) m
  JOIN apps a ON a.id = m.app_id
  JOIN users me ON me.id = $1
  LEFT JOIN users other ON other.id = ${as('m.referrer_id', 'm.referee_id')}
  LEFT JOIN track_records other_track ON other_track.user_id = other.id
  LEFT JOIN reviews r ON r.match_id = m.id AND r.reviewer_role = ${as(`'referee'`, `'referrer'`)}`;
}

const statements = (total: boolean): Record<MatchRole | 'both', string> => ({
  both: myMatchesSql('both', { total }),
  referrer: myMatchesSql('referrer', { total }),
  referee: myMatchesSql('referee', { total }),
});
/** Written once; the dashboard reads the list on every visit, so each connection plans it once (runNamed). */
const LIST = statements(false);
const PAGE = statements(true);

/** The statement `listMyMatches` runs (one row, its `body`), for a reader that runs it along with others (the dashboard). */
export function myMatchesStatement(userId: string, role: MatchRole | undefined, limit: number): NamedStatement {
  return { name: `my_matches_json_${role ?? 'both'}`, text: LIST[role ?? 'both'], params: [userId, limit, 0] };
}

/** The caller's newest matches in one role or both, each with its app, at most `limit`, as the JSON the route sends. */
export async function listMyMatches(db: Db, userId: string, role: MatchRole | undefined, limit: number): Promise<JsonText<Match[]>> {
  const { name, text, params } = myMatchesStatement(userId, role, limit);
  const [row] = await runNamed<{ body: string }>(db, name, text, params);
  return new JsonText(row!.body);
}

/** Page `page` (from 1) of the caller's matches, `limit` a page, in the same order; past the end, none. And how many there are. */
export async function pageOfMyMatches(
  db: Db,
  userId: string,
  role: MatchRole | undefined,
  { page, limit }: { page: number; limit: number },
): Promise<{ matches: JsonText<Match[]>; total: number }> {
  const [row] = await runNamed<{ body: string; total: number }>(db, `my_matches_page_json_${role ?? 'both'}`, PAGE[role ?? 'both'], [
    userId,
    limit,
    (page - 1) * limit,
  ]);
  return { matches: new JsonText(row!.body), total: row!.total };
}
