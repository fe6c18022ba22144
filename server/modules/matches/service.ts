import type { Match } from '#contract/matches/schema.ts';
import {
  claimExpiresAtSqlText,
  lastActiveRank,
  matchStatusRankSqlText,
  rewardDueAtSqlText,
  type MatchListState,
  type MatchRole,
} from '#contract/matches/rules.ts';
import { appOfferTermsSqlText, changedOfferTermsPartsSqlText, storedOfferTermsSqlText } from '#contract/matches/terms.ts';
import type { Db } from '#server/db/client.ts';
import { isoTimestampSqlText as iso } from '#server/db/json-sql.ts';
import { runNamed, type NamedStatement } from '#server/db/prepared.ts';
import { JsonText } from '#server/lib/json-text.ts';
import { appBriefJsonSqlText } from '../apps/dto.ts';
import { trackSummaryJsonSqlText } from '../members/track-record.ts';
import { maskedSqlText } from './dto.ts';

const rank = matchStatusRankSqlText('x.status');

/** Which of the caller's matches a list holds: one role or both, active or finished or both (`all`). */
type Listing = { role: MatchRole | 'both'; state: MatchListState | 'all' };

/** A state is a stretch of the spec's order (contract/matches/rules.ts), so its filter is a range of the index's rank. */
const IN_STATE: Record<Listing['state'], string> = {
  all: '',
  active: ` AND ${rank} <= ${lastActiveRank}`,
  finished: ` AND ${rank} > ${lastActiveRank}`,
};

/**
 * One role's matches in the spec's order, id breaking ties, as many as the page needs (`$2` the
 * limit, `$3` the offset): read in the order of that role's index (matches_referee_listed_idx,
 * matches_referrer_listed_idx), so a page deep in a long history reads no more than that.
 */
function inRole(party: 'referee_id' | 'referrer_id', where: string): string {
  return `SELECT x.*, x.referee_id = $1 AS as_referee, ${rank} AS rank
    FROM matches x WHERE x.${party} = $1${where}
    ORDER BY ${rank}, x.updated_at DESC, x.id LIMIT $2::int + $3::int`;
}

/** Both roles are two index reads merged; a match where the caller held both roles would be listed once, as the referee's. */
function listed({ role, state }: Listing): string {
  const where = IN_STATE[state];
  if (role !== 'both') return inRole(`${role}_id`, where);
  return `(${inRole('referee_id', where)}) UNION ALL (${inRole('referrer_id', `${where} AND x.referee_id IS DISTINCT FROM $1`)})`;
}

/** How many there are in all, counted in the same indexes (the both-roles count less any match listed once for two roles). */
function total({ role, state }: Listing): string {
  const count = (where: string) => `(SELECT count(*) FROM matches x WHERE ${where}${IN_STATE[state]})`;
  if (role !== 'both') return count(`x.${role}_id = $1`);
  return `${count('x.referee_id = $1')} + ${count('x.referrer_id = $1')} - ${count('x.referee_id = $1 AND x.referrer_id = $1')}`;
}

/**
 * `toMatchDto` for a page of the caller's matches, as one JSON array the database writes: the
 * caller's address read once, the other party's per match, the referrer's copy without the
 * instructions (they are the referee's steps). In the spec's order: in progress, awaiting reward,
 * completed, then the rest; newest change first within each, then by id, so pages never overlap.
 * `$1` the caller, `$2` the limit, `$3` the offset; `total` adds how many there are in all.
 */
function myMatchesSql(listing: Listing, { withTotal }: { withTotal: boolean }): string {
  const as = (referee: string, referrer: string) => `CASE WHEN m.as_referee THEN ${referee} ELSE ${referrer} END`;
  const totalColumn = withTotal ? `, (${total(listing)})::int AS total` : '';
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
    SELECT * FROM (${listed(listing)}) listed
    ORDER BY listed.rank, listed.updated_at DESC, listed.id
    LIMIT $2 OFFSET $3
  ) m
  JOIN apps a ON a.id = m.app_id
  JOIN users me ON me.id = $1
  LEFT JOIN users other ON other.id = ${as('m.referrer_id', 'm.referee_id')}
  LEFT JOIN track_records other_track ON other_track.user_id = other.id
  LEFT JOIN reviews r ON r.match_id = m.id AND r.reviewer_role = ${as(`'referee'`, `'referrer'`)}`;
}

/** Each listing's statement, written once and named by what it lists: each connection plans it once (runNamed). */
const written = new Map<string, NamedStatement['text']>();
function statementOf(listing: Listing, withTotal: boolean): { name: string; text: string } {
  const name = `my_matches_${withTotal ? 'page_' : ''}json_${listing.role}_${listing.state}`;
  let text = written.get(name);
  if (text === undefined) written.set(name, (text = myMatchesSql(listing, { withTotal })));
  return { name, text };
}

/** What a call asks for, as a listing. */
const listingOf = (role: MatchRole | undefined, state: MatchListState | undefined): Listing => ({ role: role ?? 'both', state: state ?? 'all' });

/** The statement `listMyMatches` runs (one row, its `body`), for a reader that runs it along with others (the dashboard). */
export function myMatchesStatement(userId: string, { role, state, limit }: MatchesAsked): NamedStatement {
  return { ...statementOf(listingOf(role, state), false), params: [userId, limit, 0] };
}

/** What GET /api/matches/mine asks for, without its page. */
export type MatchesAsked = { role?: MatchRole | undefined; state?: MatchListState | undefined; limit: number };

/** The caller's newest matches in one role or both, each with its app, at most `limit`, as the JSON the route sends. */
export async function listMyMatches(db: Db, userId: string, asked: MatchesAsked): Promise<JsonText<Match[]>> {
  const { name, text, params } = myMatchesStatement(userId, asked);
  const [row] = await runNamed<{ body: string }>(db, name, text, params);
  return new JsonText(row!.body);
}

/** Page `page` (from 1) of the caller's matches, `limit` a page, in the same order; past the end, none. And how many there are. */
export async function pageOfMyMatches(
  db: Db,
  userId: string,
  { role, state, limit, page }: MatchesAsked & { page: number },
): Promise<{ matches: JsonText<Match[]>; total: number }> {
  const { name, text } = statementOf(listingOf(role, state), true);
  const [row] = await runNamed<{ body: string; total: number }>(db, name, text, [userId, limit, (page - 1) * limit]);
  return { matches: new JsonText(row!.body), total: row!.total };
}
