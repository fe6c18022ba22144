import { claimExpiryDaysSqlText } from '#contract/matches/rules.ts';
import { underMonthlyCapSqlText } from '#contract/referral-codes/monthly-cap.ts';
import type { AvailableReferralCode } from '#contract/referral-codes/schema.ts';
import type { OfferFilters } from '#contract/apps/search.ts';
import type { Db } from '#server/db/client.ts';
import { runNamed } from '#server/db/prepared.ts';
import { isoTimestampSqlText } from '#server/db/json-sql.ts';
import { JsonText } from '#server/lib/json-text.ts';
import { appBriefJsonSqlText } from '../apps/dto.ts';
import { appIsOpenSqlText } from '../apps/service.ts';
import { trackSummaryJsonSqlText } from '../members/track-record.ts';
import { offerFilterSql, type OfferFilterSql } from './available-filters.ts';

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
 * One JSON array the database writes; `$1` the caller, `$2` the limit, then the filter's own
 * parameters (available-filters.ts: without filters, the order by app name and nothing more).
 */
const availableCodesSql = (filter: OfferFilterSql) => `SELECT coalesce(json_agg(json_build_object(
    'id', o.code_id, 'app_id', o.id, 'app', ${appBriefJsonSqlText('o')},
    'owner', json_build_object('username', o.owner_username, 'track_record', ${trackSummaryJsonSqlText('o')}),
    'max_uses', o.max_uses, 'current_uses', o.current_uses,
    'terms_conditions', o.terms_conditions, 'qualifying_spend_amount_pence', o.qualifying_spend_amount_pence,
    'reward_waiting_period_days', o.reward_waiting_period_days, 'expiry_date', ${isoTimestampSqlText('o.expiry_date')},
    'claim_expiry_days', ${claimExpiryDaysSqlText('o.offer_expiry_days')}
  ) ORDER BY ${filter.orderBy('o', 'o')}), '[]')::text AS body
FROM (
  SELECT a.*, pick.*
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
    AND a.id NOT IN (SELECT used FROM apps_used_by($1) used)${filter.where('a')}
  ORDER BY ${filter.orderBy('a', 'pick')}
  LIMIT $2
) o`;

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
