import { eq } from 'drizzle-orm';
import type { AdminSupportRequest, AdminSupportUpdateBody } from '#contract/admin/support/schema.ts';
import { SUPPORT_REPLY_TITLE, supportReplyMessage } from '#contract/support/rules.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { supportMessages, supportRequests } from '#server/db/schema.ts';
import { ConflictError, NotFoundError } from '#server/lib/errors.ts';
import type { Mailer } from '#server/modules/mail/mailer.ts';
import { notifyMember } from '#server/modules/reports/service.ts';
import { refuseWhenThreadFull } from '#server/modules/support/service.ts';
import type { JsonText } from '#server/lib/json-text.ts';
import { adminSupportRequest } from './queue.ts';
import { recordAudit } from '../audit/record.ts';

const NO_REQUEST = 'There is no support request with that id';

async function lockedRequest(tx: Tx, requestId: string) {
  const [row] = await tx.select().from(supportRequests).where(eq(supportRequests.id, requestId)).for('update');
  if (!row) throw new NotFoundError(NO_REQUEST);
  return row;
}

/**
 * The team answers a request: the message, ANSWERED, the audit entry and the member's notice (which
 * the mail sender turns into an e-mail when they get answers by e-mail), in one transaction.
 */
export async function replyToSupportRequest(
  db: Db,
  mailer: Mailer,
  adminId: string,
  requestId: string,
  message: string,
): Promise<JsonText<AdminSupportRequest>> {
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
  return adminSupportRequest(db, requestId);
}

/** The team closes a request (any but a closed one), or opens a closed one again, audited. */
export async function updateSupportRequest(
  db: Db,
  adminId: string,
  requestId: string,
  { status }: AdminSupportUpdateBody,
): Promise<JsonText<AdminSupportRequest>> {
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
  return adminSupportRequest(db, requestId);
}
