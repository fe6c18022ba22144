import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '#server/db/client.ts';
import { PAID_FEATURES_ENABLED_SQL } from '#server/modules/settings/service.ts';
import { isPremiumSqlText } from '#server/modules/subscription/plan.ts';
import { ROTATION_COUNT_CAP } from '#contract/referral-codes/rules.ts';

/**
 * A code in the rotation, in SQL (`rc` the code, `u` its owner): on offer, uses left, its owner
 * active. Only these are handed out by a claim (matches/claim.ts) and counted ahead of a code here.
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

/** How a code fares: times handed out, matches completed, and codes for its app ahead of it, up to ROTATION_COUNT_CAP (null when it is out of the rotation). */
export type CodeStanding = { timesMatched: number; completed: number; ahead: number | null };

const NO_STANDING: CodeStanding = { timesMatched: 0, completed: 0, ahead: null };

/**
 * The standing of each of these codes. "Ahead" counts the app's codes in the rotation that sort
 * before it in `rotationOrderSql`'s order (a tuple comparison over the same keys), whoever asks;
 * one person's own code or per-app limit can still skip one for them.
 */
export async function codeStandings(db: DbOrTx, codeIds: readonly string[]): Promise<Map<string, CodeStanding>> {
  if (codeIds.length === 0) return new Map();
  const ids = sql.join(
    codeIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<{ id: string; times_matched: number; completed: number; ahead: number | null }>(
    db,
    sql`WITH mine AS (
          SELECT rc.id, rc.app_id, rc.last_matched_at, rc.created_at, (${sql.raw(IN_ROTATION_SQL)}) AS in_rotation,
                 ${sql.raw(PAID_FEATURES_ENABLED_SQL)} AS premium_first, ${sql.raw(isPremiumSqlText('u'))} AS premium
          FROM referral_codes rc JOIN users u ON u.id = rc.user_id
          WHERE rc.id IN (${ids})
        )
        SELECT m.id,
               (SELECT count(*) FROM matches x WHERE x.referral_code_id = m.id)::int AS times_matched,
               (SELECT count(*) FROM matches x WHERE x.referral_code_id = m.id AND x.status IN ('COMPLETED', 'CONFIRMED'))::int AS completed,
               CASE WHEN NOT m.in_rotation THEN NULL
                    WHEN NOT m.premium_first THEN (${codesAhead('any', true)})::int
                    -- Premium first: every Premium code is ahead of a Free one; within each, they take turns.
                    WHEN m.premium THEN (${codesAhead('premium', true)})::int
                    ELSE least((${codesAhead('premium', false)}) + (${codesAhead('free', true)}), ${ROTATION_COUNT_CAP})::int
                 END AS ahead
        FROM mine m`,
  );
  const standings = new Map(rows.map((row) => [row.id, { timesMatched: row.times_matched, completed: row.completed, ahead: row.ahead }]));
  return new Map(codeIds.map((id) => [id, standings.get(id) ?? NO_STANDING]));
}

/**
 * The app's codes in the rotation whose owners are `owners` (any, Premium or Free), and with
 * `byTurn` only those before code `m` in turn order (never matched first, then least recently
 * matched, then oldest). Status USED marks a code whose uses are all taken and `owner_active`
 * mirrors the owner's account (migration 0003), so without an owner condition the count reads the
 * available-codes index alone.
 */
function codesAhead(owners: 'any' | 'premium' | 'free', byTurn: boolean) {
  const owner = owners === 'any' ? sql`` : sql.raw(`JOIN users ou ON ou.id = rc.user_id AND ${owners === 'premium' ? '' : 'NOT '}${isPremiumSqlText('ou')}`);
  const turn = byTurn
    ? sql`AND (CASE WHEN m.last_matched_at IS NULL
                    THEN rc.last_matched_at IS NULL AND rc.created_at < m.created_at
                    ELSE rc.last_matched_at IS NULL OR rc.last_matched_at < m.last_matched_at
                         OR (rc.last_matched_at = m.last_matched_at AND rc.created_at < m.created_at) END)`
    : sql``;
  // Read in the index's own order and stopped at the cap: the codes before this one come first.
  return sql`SELECT count(*) FROM (
               SELECT 1 FROM referral_codes rc ${owner}
               WHERE rc.app_id = m.app_id AND rc.status IN ('UNUSED', 'ASSIGNED') AND rc.owner_active ${turn}
               ORDER BY rc.last_matched_at ASC NULLS FIRST, rc.created_at ASC
               LIMIT ${ROTATION_COUNT_CAP}) ahead`;
}
