import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '#server/db/client.ts';
import { runNamed } from '#server/db/prepared.ts';
import { claimRequests } from '#server/db/schema.ts';
import { HttpError, NotFoundError } from '#server/lib/errors.ts';
import { appSummaryJsonSqlText } from '../apps/dto.ts';
import { appIsOpenSqlText, isCataloguedSqlText } from '../apps/service.ts';
import { isoTimestampSqlText as iso } from '#server/db/json-sql.ts';
import { JsonText } from '#server/lib/json-text.ts';
import { EarlyAccessError } from './early-access.ts';
import { CodeCappedError } from './claim.ts';
import type { Opportunities, WaitingRequest } from '#contract/matches/schema.ts';

/**
 * Matches the people waiting for an app to a newly available code, first come first served,
 * each through the ordinary claim (so every limit holds). A person the rules now refuse (their
 * own code, the per-app limit, the plan limit) stops waiting. Stops when the code has no uses left.
 */
export async function fulfilWaitingDemand(
  db: Db,
  codeId: string,
  claimCode: (refereeId: string, codeId: string, requestId: string) => Promise<unknown>,
): Promise<number> {
  const [code] = await queryRows<{ app_id: string; user_id: string }>(db, sql`SELECT app_id, user_id FROM referral_codes WHERE id = ${codeId}`);
  if (!code) return 0;
  const waiting = await db
    .select({ id: claimRequests.id, userId: claimRequests.userId })
    .from(claimRequests)
    .where(and(eq(claimRequests.appId, code.app_id), isNull(claimRequests.fulfilledAt)))
    .orderBy(asc(claimRequests.createdAt))
    .limit(100);
  let matched = 0;
  for (const request of waiting) {
    if (request.userId === code.user_id) continue;
    try {
      await claimCode(request.userId, codeId, request.id);
      matched += 1;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.statusCode === 409 && /no uses left/.test(error.message)) break;
      // Its owner has had this month's referrals: it goes to the people waiting from the 1st (hand-on.ts).
      if (error instanceof CodeCappedError) break;
      // Early access: a Free member keeps their place until the app opens to everyone.
      if (error instanceof EarlyAccessError) continue;
      // The rules refuse this person now (limit reached, plan, account gone): they stop waiting.
      await db.delete(claimRequests).where(eq(claimRequests.id, request.id));
    }
  }
  return matched;
}

/** A person who has come to use an app (it is theirs now, or they share a code for it) stops waiting for a code for it. */
export async function stopWaitingFor(tx: DbOrTx, userId: string, appId: string): Promise<void> {
  await tx.delete(claimRequests).where(and(eq(claimRequests.userId, userId), eq(claimRequests.appId, appId), isNull(claimRequests.fulfilledAt)));
}

/** The most open requests one person's list answers; they wait for far fewer apps in practice. */
const WAITING_LIMIT = 100;

/**
 * The caller's own open requests, oldest first, as the JSON the database writes (`$1` the caller):
 * while there are any, the dashboard shows the matching banner. Not for a deleted app: a claim that
 * found no code as the app was being deleted may leave a request behind. One value, so that the
 * dashboard's statement holds it as one of its columns (dashboard/service.ts).
 */
export const WAITING_REQUESTS = {
  name: 'claim_requests_mine_json',
  text: `SELECT coalesce(json_agg(json_build_object('id', w.id, 'app_id', w.app_id, 'app_name', w.app_name, 'created_at', ${iso('w.created_at')})
      ORDER BY w.created_at, w.id), '[]')::text AS body
    FROM (SELECT cr.id, cr.app_id, a.name AS app_name, cr.created_at
      FROM claim_requests cr JOIN apps a ON a.id = cr.app_id
      WHERE cr.user_id = $1 AND cr.fulfilled_at IS NULL AND ${isCataloguedSqlText('a')}
      ORDER BY cr.created_at, cr.id
      LIMIT ${WAITING_LIMIT}) w`,
};

export async function listWaitingRequests(db: DbOrTx, userId: string): Promise<JsonText<WaitingRequest[]>> {
  const [row] = await runNamed<{ body: string }>(db, WAITING_REQUESTS.name, WAITING_REQUESTS.text, [userId]);
  return new JsonText(row!.body);
}

export async function cancelWaitingRequest(db: DbOrTx, userId: string, requestId: string): Promise<void> {
  const removed = await db
    .delete(claimRequests)
    .where(and(eq(claimRequests.id, requestId), eq(claimRequests.userId, userId), isNull(claimRequests.fulfilledAt)))
    .returning({ id: claimRequests.id });
  if (removed.length === 0) throw new NotFoundError('There is no waiting request with that id among yours');
}

/**
 * Apps people are waiting for that the caller could supply: open, and the caller shares no code
 * for them yet. Most-wanted first; `$2` of them (each with its app, `toAppSummary`) and how many
 * there are in all, as the JSON the database writes (`$1` the caller). One value, as WAITING_REQUESTS.
 */
export const OPPORTUNITIES = {
  name: 'opportunities_for_json',
  text: `SELECT json_build_object(
      'items', coalesce(json_agg(json_build_object('app', ${appSummaryJsonSqlText('a')}, 'waiting_count', o.waiting_count) ORDER BY o.rank), '[]'),
      'total', coalesce(max(o.total), 0))::text AS body
    FROM (SELECT cr.app_id, count(*)::int AS waiting_count, (count(*) OVER ())::int AS total,
        row_number() OVER (ORDER BY count(*) DESC, min(cr.created_at) ASC, cr.app_id) AS rank
      FROM claim_requests cr JOIN apps a ON a.id = cr.app_id
      WHERE cr.fulfilled_at IS NULL AND cr.user_id <> $1
        AND ${appIsOpenSqlText('a')}
        AND NOT EXISTS (SELECT 1 FROM referral_codes rc WHERE rc.user_id = $1 AND rc.app_id = cr.app_id AND rc.status <> 'WITHDRAWN')
      GROUP BY cr.app_id
      ORDER BY rank
      LIMIT $2) o
    JOIN apps a ON a.id = o.app_id`,
};

export async function listOpportunities(db: DbOrTx, userId: string, limit: number): Promise<JsonText<Opportunities>> {
  const [row] = await runNamed<{ body: string }>(db, OPPORTUNITIES.name, OPPORTUNITIES.text, [userId, limit]);
  return new JsonText(row!.body);
}
