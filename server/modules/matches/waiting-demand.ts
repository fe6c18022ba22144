import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '#server/db/client.ts';
import { runNamed } from '#server/db/prepared.ts';
import { apps, claimRequests } from '#server/db/schema.ts';
import { HttpError, NotFoundError } from '#server/lib/errors.ts';
import { toAppSummary } from '../apps/dto.ts';
import { appIsOpenSqlText, isCatalogued } from '../apps/service.ts';
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

/** The caller's own open requests: while there are any, the dashboard shows the matching banner. */
export async function listWaitingRequests(db: DbOrTx, userId: string): Promise<WaitingRequest[]> {
  const rows = await db
    .select({ id: claimRequests.id, appId: claimRequests.appId, appName: apps.name, createdAt: claimRequests.createdAt })
    .from(claimRequests)
    .innerJoin(apps, eq(apps.id, claimRequests.appId))
    // Not for a deleted app: a claim that found no code as the app was being deleted may leave a request behind.
    .where(and(eq(claimRequests.userId, sql.placeholder('userId')), isNull(claimRequests.fulfilledAt), isCatalogued()))
    .orderBy(asc(claimRequests.createdAt))
    .limit(100)
    // Asked for on every dashboard visit: a named statement, planned once per connection.
    .prepare('claim_requests_mine')
    .execute({ userId });
  return rows.map((row) => ({ id: row.id, app_id: row.appId, app_name: row.appName, created_at: row.createdAt.toISOString() }));
}

export async function cancelWaitingRequest(db: DbOrTx, userId: string, requestId: string): Promise<void> {
  const removed = await db
    .delete(claimRequests)
    .where(and(eq(claimRequests.id, requestId), eq(claimRequests.userId, userId), isNull(claimRequests.fulfilledAt)))
    .returning({ id: claimRequests.id });
  if (removed.length === 0) throw new NotFoundError('There is no waiting request with that id among yours');
}

const OPPORTUNITIES_SQL = `SELECT cr.app_id, count(*)::int AS waiting_count, (count(*) OVER ())::int AS total
  FROM claim_requests cr JOIN apps a ON a.id = cr.app_id
  WHERE cr.fulfilled_at IS NULL AND cr.user_id <> $1
    AND ${appIsOpenSqlText('a')}
    AND NOT EXISTS (SELECT 1 FROM referral_codes rc WHERE rc.user_id = $1 AND rc.app_id = cr.app_id AND rc.status <> 'WITHDRAWN')
  GROUP BY cr.app_id
  ORDER BY waiting_count DESC, min(cr.created_at) ASC
  LIMIT $2`;

/**
 * Apps people are waiting for that the caller could supply: open, and the caller shares no code
 * for them yet. Most-wanted first; `limit` of them and how many there are in all.
 */
export async function listOpportunities(db: DbOrTx, userId: string, limit: number): Promise<Opportunities> {
  // Asked for on every dashboard visit: a named statement, planned once per connection.
  const rows = await runNamed<{ app_id: string; waiting_count: number; total: number }>(db, 'opportunities_for', OPPORTUNITIES_SQL, [userId, limit]);
  if (rows.length === 0) return { items: [], total: 0 };
  const appRows = await db
    .select()
    .from(apps)
    .where(
      sql`${apps.id} IN (${sql.join(
        rows.map((row) => sql`${row.app_id}`),
        sql`, `,
      )})`,
    );
  const byId = new Map(appRows.map((app) => [app.id, app]));
  return {
    items: rows.map((row) => ({ app: toAppSummary(byId.get(row.app_id)!), waiting_count: row.waiting_count })),
    total: rows[0]!.total,
  };
}
