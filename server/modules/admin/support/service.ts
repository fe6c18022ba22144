import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminSupportPage, adminSupportQuery, AdminSupportRequest, AdminSupportUpdateBody } from '#contract/admin/support/schema.ts';
import { totalPagesFor } from '#contract/admin/rules.ts';
import { SUPPORT_REPLY_TITLE, supportReplyMessage } from '#contract/support/rules.ts';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { supportMessages, supportRequests, users } from '#server/db/schema.ts';
import { ConflictError, NotFoundError } from '#server/lib/errors.ts';
import type { Mailer } from '#server/modules/mail/mailer.ts';
import { notifyMember } from '#server/modules/reports/service.ts';
import { refuseWhenThreadFull, requestsWithMatch, threadsOf, toSummary, type SupportRowWithMatch } from '#server/modules/support/service.ts';
import { recordAudit } from '../audit/record.ts';

type SupportQuery = z.infer<typeof adminSupportQuery>;

const NO_REQUEST = 'There is no support request with that id';

/**
 * The team's queue, a page at a time: one status, Premium requests first, then the oldest first
 * (id breaks ties). The order is the queue index's own (status, priority DESC NULLS LAST, created_at).
 */
export async function listSupportQueue(db: DbOrTx, query: SupportQuery): Promise<AdminSupportPage> {
  const where = eq(supportRequests.status, query.status);
  const [rows, [counted]] = await Promise.all([
    requestsWithMatch(db)
      .where(where)
      .orderBy(sql`${supportRequests.priority} DESC NULLS LAST`, asc(supportRequests.createdAt), asc(supportRequests.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(supportRequests).where(where),
  ]);
  const total = counted?.total ?? 0;
  return { requests: await describeRequests(db, rows), total, total_pages: totalPagesFor(total, query.limit), page: query.page, limit: query.limit };
}

/** Requests with their members and threads, as the team answers them. */
async function describeRequests(db: DbOrTx, rows: readonly SupportRowWithMatch[]): Promise<AdminSupportRequest[]> {
  if (rows.length === 0) return [];
  const memberIds = [...new Set(rows.map(({ request }) => request.userId))];
  const [members, threads] = await Promise.all([
    db.select({ id: users.id, username: users.username, email: users.email, is_active: users.isActive }).from(users).where(inArray(users.id, memberIds)),
    threadsOf(
      db,
      rows.map(({ request }) => request.id),
    ),
  ]);
  const byId = new Map(members.map((member) => [member.id, member]));
  return rows.map((row) => ({
    ...toSummary(row),
    messages: threads.get(row.request.id)!,
    member: byId.get(row.request.userId)!,
    match_status: row.matchStatus,
  }));
}

async function describeOne(db: DbOrTx, requestId: string): Promise<AdminSupportRequest> {
  const [described] = await describeRequests(db, await requestsWithMatch(db).where(eq(supportRequests.id, requestId)));
  return described!;
}

async function lockedRequest(tx: Tx, requestId: string) {
  const [row] = await tx.select().from(supportRequests).where(eq(supportRequests.id, requestId)).for('update');
  if (!row) throw new NotFoundError(NO_REQUEST);
  return row;
}

/**
 * The team answers a request: the message, ANSWERED, the audit entry and the member's notice (which
 * the mail sender turns into an e-mail when they get answers by e-mail), in one transaction.
 */
export async function replyToSupportRequest(db: Db, mailer: Mailer, adminId: string, requestId: string, message: string): Promise<AdminSupportRequest> {
  await db.transaction(async (tx) => {
    const row = await lockedRequest(tx, requestId);
    if (row.status === 'CLOSED') throw new ConflictError('This request is closed. Reopen it to write again.');
    await refuseWhenThreadFull(tx, requestId);
    await tx.insert(supportMessages).values({ requestId, authorId: adminId, fromTeam: true, message });
    await tx.update(supportRequests).set({ status: 'ANSWERED', updatedAt: new Date() }).where(eq(supportRequests.id, requestId));
    await recordAudit(tx, {
      actorId: adminId,
      action: 'support_request.reply',
      entityType: 'support_request',
      entityId: requestId,
      before: { status: row.status },
      after: { status: 'ANSWERED', message },
    });
    await notifyMember(tx, row.userId, null, SUPPORT_REPLY_TITLE, supportReplyMessage(row.subject), 'SUPPORT_REPLY');
  });
  // The notice is committed: its e-mail goes out now rather than at the sender's next pass.
  mailer.wake();
  return describeOne(db, requestId);
}

/** The team closes a request (any but a closed one), or opens a closed one again, audited. */
export async function updateSupportRequest(db: Db, adminId: string, requestId: string, { status }: AdminSupportUpdateBody): Promise<AdminSupportRequest> {
  await db.transaction(async (tx) => {
    const row = await lockedRequest(tx, requestId);
    if (status === 'CLOSED' && row.status === 'CLOSED') throw new ConflictError('This request is already closed');
    if (status === 'OPEN' && row.status !== 'CLOSED') throw new ConflictError('Only a closed request can be reopened');
    await tx.update(supportRequests).set({ status, updatedAt: new Date() }).where(eq(supportRequests.id, requestId));
    await recordAudit(tx, {
      actorId: adminId,
      action: status === 'CLOSED' ? 'support_request.close' : 'support_request.reopen',
      entityType: 'support_request',
      entityId: requestId,
      before: { status: row.status },
      after: { status },
    });
  });
  return describeOne(db, requestId);
}
