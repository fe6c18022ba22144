import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '#server/db/client.ts';
import { underMonthlyCapSqlText } from '#contract/referral-codes/monthly-cap.ts';
import { appIsOpenSqlText } from '../apps/service.ts';
import { claim } from './claim.ts';
import { fulfilWaitingDemand } from './waiting-demand.ts';

/** A request younger than this is left to the claim, cancel or share that is handling it now. */
const SETTLE_INTERVAL = sql`interval '1 minute'`;

/**
 * One code with a use free per open app that someone else has been waiting on for over a minute,
 * the fairest first, its owner under the app's monthly cap (a capped code is handed on from the
 * 1st). Left behind when a process stopped between freeing a use and handing it on, or when the
 * only free code was locked by another claim at the moment someone asked.
 */
export async function codesWithUnmetDemand(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT DISTINCT ON (rc.app_id) rc.id
        FROM claim_requests cr
        JOIN apps a ON a.id = cr.app_id AND ${sql.raw(appIsOpenSqlText('a'))}
        JOIN referral_codes rc ON rc.app_id = cr.app_id AND rc.user_id <> cr.user_id
          AND rc.status IN ('UNUSED', 'ASSIGNED') AND rc.current_uses < rc.max_uses
          AND ${sql.raw(underMonthlyCapSqlText('a.referrer_monthly_cap', 'rc.user_id', 'rc.app_id'))}
        JOIN users owner ON owner.id = rc.user_id AND owner.is_active
        WHERE cr.fulfilled_at IS NULL AND cr.created_at < now() - ${SETTLE_INTERVAL}
          AND cr.app_id NOT IN (SELECT used FROM apps_used_by(cr.user_id) used)
        ORDER BY rc.app_id, rc.last_matched_at ASC NULLS FIRST, rc.created_at ASC
        LIMIT ${limit}`,
  );
  return rows.map((row) => row.id);
}

/** Housekeeping: hands free uses to the people still waiting for them; answers how many were matched. */
export async function handOnFreeUses(db: Db, limit = 50): Promise<number> {
  let matched = 0;
  for (const codeId of await codesWithUnmetDemand(db, limit)) {
    matched += await fulfilWaitingDemand(db, codeId, (refereeId, chosen, requestId) => claim(db, refereeId, { codeId: chosen, requestId }));
  }
  return matched;
}
