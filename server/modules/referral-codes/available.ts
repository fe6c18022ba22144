import { claimExpiryDaysSqlText } from '#contract/matches/rules.ts';
import { underMonthlyCapSqlText } from '#contract/referral-codes/monthly-cap.ts';
import type { AvailableReferralCode, AvailableSummary } from '#contract/referral-codes/schema.ts';
import { refereeRewardBottomSqlText, refereeRewardTopSqlText } from '#contract/apps/rules.ts';
import type { OfferFilters } from '#contract/apps/search.ts';
import type { Db } from '#server/db/client.ts';
import { runNamed, type NamedStatement } from '#server/db/prepared.ts';
import { isoTimestampSqlText } from '#server/db/json-sql.ts';
import { JsonText } from '#server/lib/json-text.ts';
import { appBriefJsonSqlText } from '../apps/dto.ts';
import { appIsOpenSqlText, byAppNameSqlText } from '../apps/service.ts';
import { closedInEarlyAccessSqlText } from '../matches/early-access.ts';
import { PAID_FEATURES_ENABLED_SQL } from '../settings/service.ts';
import { trackSummaryJsonSqlText } from '../members/track-record.ts';
import { offerFilterSql, type OfferFilterSql } from './available-filters.ts';

/** An offer as the JSON the routes send, from a row of `offersSql` under alias `o`. */
const offerJsonSqlText = (o: string) => `json_build_object(
    'id', ${o}.code_id, 'app_id', ${o}.id, 'app', ${appBriefJsonSqlText(o)},
    'owner', json_build_object('username', ${o}.owner_username, 'track_record', ${trackSummaryJsonSqlText(o)}),
    'max_uses', ${o}.max_uses, 'current_uses', ${o}.current_uses,
    'terms_conditions', ${o}.terms_conditions, 'qualifying_spend_amount_pence', ${o}.qualifying_spend_amount_pence,
    'reward_waiting_period_days', ${o}.reward_waiting_period_days, 'expiry_date', ${isoTimestampSqlText(`${o}.expiry_date`)},
    'claim_expiry_days', ${claimExpiryDaysSqlText(`${o}.offer_expiry_days`)}
  )`;

/**
 * For each open app the caller can still claim, the code a claim would hand out now: someone
 * else's, with uses left, its owner active and under the app's monthly cap (one lateral pick per
 * app on the available-codes index, whose conditions are written out so the planner matches it;
 * the cap's count reads matches_referrer_cap_idx); not for apps the caller already
 * uses (their new-customer bonus would not apply); ordered by app name. The caller's matches per
 * app come from one range scan of their rows, not one probe per app: at scale each probe lands on
 * a different page. Owners appear by their username and their record (no part of their e-mail
 * address: that is for the other party of a match alone), kept as matches and reviews change (track_records), never recounted here.
 * Each carries its app's terms, so they are read before the claim (the qualifying spend, the
 * waiting period, the offer's end, the days a claim has).
 * Unordered; `$1` the caller, then the filter's own parameters (available-filters.ts).
 */
const offersSql = (filter: OfferFilterSql) => `SELECT a.*, pick.*
  FROM apps a
  JOIN LATERAL (
    SELECT rc.id AS code_id, rc.max_uses, rc.current_uses, u.username AS owner_username,
      t.referrer_completed, t.referrer_ended, t.rating_sum, t.rating_count
    FROM referral_codes rc
    JOIN users u ON u.id = rc.user_id
    LEFT JOIN track_records t ON t.user_id = rc.user_id
    WHERE rc.app_id = a.id AND rc.status IN ('UNUSED', 'ASSIGNED') AND rc.owner_active
      AND rc.current_uses < rc.max_uses AND rc.user_id <> $1 AND u.is_active
      AND ${underMonthlyCapSqlText('a.referrer_monthly_cap', 'rc.user_id', 'a.id')}
    ORDER BY rc.last_matched_at ASC NULLS FIRST, rc.created_at ASC
    LIMIT 1
  ) pick ON true
  LEFT JOIN (
    SELECT m.app_id, count(*) AS held_count FROM matches m WHERE m.referee_id = $1 AND m.status <> 'CANCELLED' GROUP BY m.app_id
  ) held ON held.app_id = a.id
  WHERE ${appIsOpenSqlText('a')}
    AND (a.max_uses_per_user IS NULL OR a.max_uses_per_user > coalesce(held.held_count, 0))
    AND a.id NOT IN (SELECT used FROM apps_used_by($1) used)${filter.where('a')}`;

/** The list as one JSON array the database writes: `$2` the limit; without filters, by app name and nothing more. */
const availableCodesSql = (
  filter: OfferFilterSql,
) => `SELECT coalesce(json_agg(${offerJsonSqlText('o')} ORDER BY ${filter.orderBy('o', 'o')}), '[]')::text AS body
FROM (
  ${offersSql(filter)}
  ORDER BY ${filter.orderBy('a', 'pick')}
  LIMIT $2
) o`;

/**
 * GET /api/referral-codes/available/summary: what the dashboard shows of the offers without asking
 * for them all. The first \`$2\` by app name (the list's own first page), how many there are, and the
 * best one the caller can claim now: the largest sign-up reward (its top, then its bottom, then by
 * name), passing over apps still in their early access for a Free member while paid features are on.
 */
const AVAILABLE_SUMMARY_SQL = (() => {
  const all = offerFilterSql({}, 3);
  return `WITH o AS MATERIALIZED (${offersSql(all)})
SELECT json_build_object(
  'first', (SELECT coalesce(json_agg(${offerJsonSqlText('f')} ORDER BY ${byAppNameSqlText('f')}), '[]')
     FROM (SELECT * FROM o ORDER BY ${byAppNameSqlText('o')} LIMIT $2) f),
  'total', (SELECT count(*) FROM o),
  'best', (SELECT ${offerJsonSqlText('b')} FROM o b JOIN users me ON me.id = $1
     WHERE NOT ${closedInEarlyAccessSqlText('me', 'b', PAID_FEATURES_ENABLED_SQL)}
     ORDER BY ${refereeRewardTopSqlText('b')} DESC, ${refereeRewardBottomSqlText('b')} DESC, ${byAppNameSqlText('b')}
     LIMIT 1))::text AS body`;
})();

/** The summary's statement (one row, its \`body\`), for a reader that runs it with others (the dashboard). */
export function availableSummaryStatement(userId: string, first: number): NamedStatement {
  return { name: 'available_codes_summary_json', text: AVAILABLE_SUMMARY_SQL, params: [userId, first] };
}

/** The offers' summary as the JSON the route sends. */
export async function readAvailableSummary(db: Db, userId: string, first: number): Promise<JsonText<AvailableSummary>> {
  const { name, text, params } = availableSummaryStatement(userId, first);
  const [row] = await runNamed<{ body: string }>(db, name, text, params);
  return new JsonText(row!.body);
}

/** The statement's text for each kind of filter, written once. */
const statements = new Map<string, string>();

/** The statement for these filters: its name, its text, and its filter's parameters (after `$1` the caller and `$2` the limit). */
export function availableCodesStatement(filters: OfferFilters): { name: string; text: string; params: string[] } {
  const filter = offerFilterSql(filters, 3);
  let text = statements.get(filter.name);
  if (text === undefined) statements.set(filter.name, (text = availableCodesSql(filter)));
  return { name: `available_codes_json${filter.name}`, text, params: filter.params };
}

/**
 * The codes on offer to the caller, as the JSON the route sends, searched, filtered and sorted as
 * asked. The dashboard asks on every visit: each connection plans each kind of filter once.
 */
export async function listAvailableCodes(db: Db, userId: string, limit: number, filters: OfferFilters = {}): Promise<JsonText<AvailableReferralCode[]>> {
  const { name, text, params } = availableCodesStatement(filters);
  const [row] = await runNamed<{ body: string }>(db, name, text, [userId, limit, ...params]);
  return new JsonText(row!.body);
}
