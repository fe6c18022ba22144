import type { DbOrTx } from '#server/db/client.ts';
import { runNamed } from '#server/db/prepared.ts';
import { PAID_FEATURES_ENABLED_SQL } from '#server/modules/settings/service.ts';
import { isPremiumSqlText } from '#server/modules/subscription/plan.ts';
import { ROTATION_COUNT_CAP } from '#contract/referral-codes/rules.ts';
import { startOfNextLondonMonthSqlText, underMonthlyCapSqlText } from '#contract/referral-codes/monthly-cap.ts';
import { isoTimestampSqlText } from '#server/db/json-sql.ts';

/**
 * A code in the rotation, in SQL (`rc` the code, `u` its owner): on offer, uses left, its owner
 * active. Only these are handed out by a claim (matches/claim.ts) and counted ahead of a code here,
 * and only while their owner is under the app's monthly cap (contract/referral-codes/monthly-cap.ts).
 */
export const IN_ROTATION_SQL = `rc.status IN ('UNUSED', 'ASSIGNED') AND rc.owner_active AND rc.current_uses < rc.max_uses AND u.is_active`;

/**
 * The rotation's order for one app, as an ORDER BY list (`rc` the code, `u` its owner): with paid
 * features on, Premium referrers' codes first; then the code matched least recently (never-matched
 * first), then the oldest. The claim hands out the first; `codeStandings` counts those before a code.
 */
export function rotationOrderSql(premiumFirst: boolean): string {
  return `${premiumFirst ? `CASE WHEN ${isPremiumSqlText('u')} THEN 0 ELSE 1 END, ` : ''}rc.last_matched_at ASC NULLS FIRST, rc.created_at ASC`;
}

/**
 * How a code fares: times handed out, matches completed, codes for its app ahead of it, up to
 * ROTATION_COUNT_CAP (null when it is out of the rotation), and, while its owner has had as many
 * referrals this month as the app allows, when it is back (an ISO timestamp; null when not capped).
 */
export type CodeStanding = { timesMatched: number; completed: number; ahead: number | null; cappedUntil: string | null };

const NO_STANDING: CodeStanding = { timesMatched: 0, completed: 0, ahead: null, cappedUntil: null };

/**
 * The standing of each of these codes. "Ahead" counts the app's codes in the rotation that sort
 * before it in `rotationOrderSql`'s order (a tuple comparison over the same keys), whoever asks;
 * one person's own code or per-app limit can still skip one for them. The statement is the database
 * function `code_standings` (codeStandingsFunctionSql), planned once per connection: run as a named
 * statement, PostgreSQL planned it again on every run (about 1.2 ms of a 1.4 ms read at full scale),
 * because the generic plan's estimate for ten codes looked dearer than a custom plan's for the three
 * it was given.
 */
export async function codeStandings(db: DbOrTx, codeIds: readonly string[]): Promise<Map<string, CodeStanding>> {
  if (codeIds.length === 0) return new Map();
  const rows = await runNamed<{ id: string; times_matched: number; completed: number; ahead: number | null; capped_until: string | null }>(
    db,
    'code_standings',
    'SELECT * FROM code_standings($1::uuid[])',
    [codeIds],
  );
  const standings = new Map(
    rows.map((row) => [row.id, { timesMatched: row.times_matched, completed: row.completed, ahead: row.ahead, cappedUntil: row.capped_until }]),
  );
  return new Map(codeIds.map((id) => [id, standings.get(id) ?? NO_STANDING]));
}

/**
 * The app's codes in the rotation whose owners are `owners` (any, Premium or Free), and with
 * `byTurn` only those before code `m` in turn order (never matched first, then least recently
 * matched, then oldest), counted up to ROTATION_COUNT_CAP. Status USED marks a code whose uses are
 * all taken and `owner_active` mirrors the owner's account (migration 0003), so without an owner
 * condition the count reads the available-codes index alone; an app with a monthly cap also probes
 * each owner's claims this month.
 *
 * Before `m` is two ranges of that index, each read in its own order and stopped at the cap: the
 * never-matched codes (those older than `m` when `m` was never matched either), and the matched
 * ones whose (last matched, created) pair sorts before `m`'s. Written as index bounds, a code near
 * the front of a busy app stops at its own place; as one filter over the app's codes it read all
 * of them (8,500 at full scale) whenever fewer than the cap were ahead.
 */
function codesAhead(owners: 'any' | 'premium' | 'free', byTurn: boolean): string {
  const owner = owners === 'any' ? '' : `JOIN users ou ON ou.id = rc.user_id AND ${owners === 'premium' ? '' : 'NOT '}${isPremiumSqlText('ou')}`;
  const countWhere = (range: string, capped: boolean) => `(SELECT count(*) FROM (
            SELECT 1 FROM referral_codes rc ${owner}
            WHERE rc.app_id = m.app_id AND rc.status IN ('UNUSED', 'ASSIGNED') AND rc.owner_active ${range}
              ${capped ? `AND ${underMonthlyCapSqlText('m.cap', 'rc.user_id', 'rc.app_id')}` : ''}
            ORDER BY rc.last_matched_at ASC NULLS FIRST, rc.created_at ASC
            LIMIT ${ROTATION_COUNT_CAP}) ahead)`;
  // Without a cap (most apps) nothing but the index's own columns is read: no row is fetched.
  const count = (range: string) => `CASE WHEN m.cap IS NULL THEN ${countWhere(range, false)} ELSE ${countWhere(range, true)} END`;
  if (!byTurn) return `SELECT ${count('')}`;
  const neverMatched = count(
    `AND rc.last_matched_at IS NULL AND rc.created_at < CASE WHEN m.last_matched_at IS NULL THEN m.created_at ELSE 'infinity'::timestamptz END`,
  );
  // A row comparison with a null is null: no matched code is before a never-matched one.
  const matchedBefore = count('AND (rc.last_matched_at, rc.created_at) < (m.last_matched_at, m.created_at)');
  return `SELECT least((${neverMatched}) + (${matchedBefore}), ${ROTATION_COUNT_CAP})`;
}

/**
 * `codeStandings`' statement, `p_codes` the codes' ids, with Premium referrers' codes first
 * (`premiumFirst`, paid features on) or not: two statements, so that each plan holds only the
 * counts it runs (PostgreSQL sets up every subquery of a plan on each run, run or not: one plan for
 * both took 0.16 ms of the database's time for three codes, the plan without Premium's 0.09).
 */
function codeStandingsSql(premiumFirst: boolean): string {
  const ahead = premiumFirst
    ? // Premium first: every Premium code is ahead of a Free one; within each, they take turns.
      `CASE WHEN NOT m.in_rotation THEN NULL
              WHEN m.premium THEN (${codesAhead('premium', true)})::int
              ELSE least((${codesAhead('premium', false)}) + (${codesAhead('free', true)}), ${ROTATION_COUNT_CAP})::int
         END`
    : `CASE WHEN m.in_rotation THEN (${codesAhead('any', true)})::int END`;
  return `WITH mine AS (
    SELECT rc.id, rc.app_id, rc.last_matched_at, rc.created_at, (${IN_ROTATION_SQL}) AND NOT capped AS in_rotation,
           ${premiumFirst ? `${isPremiumSqlText('u')} AS premium,` : ''}
           a.referrer_monthly_cap AS cap,
           CASE WHEN capped THEN ${isoTimestampSqlText(startOfNextLondonMonthSqlText())} END AS capped_until
    FROM referral_codes rc JOIN users u ON u.id = rc.user_id JOIN apps a ON a.id = rc.app_id
    CROSS JOIN LATERAL (SELECT NOT ${underMonthlyCapSqlText('a.referrer_monthly_cap', 'rc.user_id', 'rc.app_id')} AS capped) monthly
    WHERE rc.id = ANY(p_codes)
  )
  SELECT m.id, m.capped_until,
         (SELECT count(*) FROM matches x WHERE x.referral_code_id = m.id)::int AS times_matched,
         (SELECT count(*) FROM matches x WHERE x.referral_code_id = m.id AND x.status IN ('COMPLETED', 'CONFIRMED'))::int AS completed,
         ${ahead} AS ahead
  FROM mine m`;
}

/**
 * `code_standings(codes)`, created on every start with the other routines (server/db/routines.ts):
 * one row per code found, its standing as `codeStandings` answers it, from the statement for the
 * paid-features switch as it is. Each statement's plan is the generic one, kept for the connection
 * (plan_cache_mode): the same plan a custom one would be, since the counts ahead are correlated
 * with each code's app whatever the codes are.
 */
export function codeStandingsFunctionSql(): string {
  return `CREATE OR REPLACE FUNCTION code_standings(p_codes uuid[])
RETURNS TABLE (id uuid, capped_until text, times_matched int, completed int, ahead int)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $standings$
#variable_conflict use_column
BEGIN
  IF ${PAID_FEATURES_ENABLED_SQL} THEN
    RETURN QUERY ${codeStandingsSql(true)};
  ELSE
    RETURN QUERY ${codeStandingsSql(false)};
  END IF;
END
$standings$`;
}
