import { and, eq, isNull } from 'drizzle-orm';
import {
  REPLY_ALREADY_HIDDEN,
  REPLY_HIDDEN_TITLE,
  REVIEW_ALREADY_HIDDEN,
  REVIEW_HAS_NO_REPLY,
  REVIEW_HIDDEN_TITLE,
  REVIEW_NOT_REPORTED,
  replyHiddenMessage,
  reviewHiddenMessage,
} from '#contract/reviews/rules.ts';
import type { AdminReview } from '#contract/reviews/schema.ts';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { reviewReports, reviews } from '#server/db/schema.ts';
import { ConflictError, NotFoundError } from '#server/lib/errors.ts';
import type { JsonText } from '#server/lib/json-text.ts';
import { notifyMember } from '#server/modules/reports/service.ts';
import { lockReviewWithApp } from '#server/modules/reviews/service.ts';
import { recordAudit } from '../audit/record.ts';
import { adminReview } from './queue.ts';

/** Decides the review's open reports, whatever the decision: answers how many there were. */
async function decideOpenReports(tx: DbOrTx, reviewId: string): Promise<number> {
  const decided = await tx
    .update(reviewReports)
    .set({ decidedAt: new Date() })
    .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.decidedAt)))
    .returning({ id: reviewReports.id });
  return decided.length;
}

/** A review still shown on member pages, locked with its app's name, for the team to hide it or its reply; unknown 404, hidden already 409. */
async function lockShownReview(tx: Tx, reviewId: string) {
  const row = await lockReviewWithApp(tx, reviewId);
  if (!row) throw new NotFoundError('There is no review with that id');
  if (row.review.hiddenAt) throw new ConflictError(REVIEW_ALREADY_HIDDEN);
  return row;
}

/**
 * Hides a review: off member pages and out of track records (the database's trigger takes its
 * rating out), its open reports decided, its author told why, audited; one transaction.
 */
export async function hideReview(db: Db, adminId: string, reviewId: string, reason: string): Promise<JsonText<AdminReview>> {
  await db.transaction(async (tx) => {
    const row = await lockShownReview(tx, reviewId);
    await tx.update(reviews).set({ hiddenAt: new Date(), hiddenReason: reason }).where(eq(reviews.id, reviewId));
    await decideOpenReports(tx, reviewId);
    await notifyMember(tx, row.review.reviewerId, row.review.matchId, REVIEW_HIDDEN_TITLE, reviewHiddenMessage(row.appName, reason), 'REVIEW_HIDDEN');
    await recordAudit(tx, {
      actorId: adminId,
      action: 'review.hide',
      entityType: 'review',
      entityId: reviewId,
      before: { hidden: false },
      after: { hidden: true, reason },
    });
  });
  return adminReview(db, reviewId);
}

/**
 * Hides a review's reply alone, when the reply is what a report is about: the review and its rating
 * stay (a reviewed member cannot have a bad review taken down by answering it abusively), the reply
 * leaves member pages, the open reports are decided, the reply's author is told why, audited; one
 * transaction. The reply slot stays used: its author does not write another.
 */
export async function hideReply(db: Db, adminId: string, reviewId: string, reason: string): Promise<JsonText<AdminReview>> {
  await db.transaction(async (tx) => {
    const row = await lockShownReview(tx, reviewId);
    if (row.review.reply === null) throw new ConflictError(REVIEW_HAS_NO_REPLY);
    if (row.review.replyHiddenAt) throw new ConflictError(REPLY_ALREADY_HIDDEN);
    await tx.update(reviews).set({ replyHiddenAt: new Date(), replyHiddenReason: reason }).where(eq(reviews.id, reviewId));
    await decideOpenReports(tx, reviewId);
    await notifyMember(tx, row.review.revieweeId, row.review.matchId, REPLY_HIDDEN_TITLE, replyHiddenMessage(row.appName, reason), 'REPLY_HIDDEN');
    await recordAudit(tx, {
      actorId: adminId,
      action: 'review.hide_reply',
      entityType: 'review',
      entityId: reviewId,
      before: { reply_hidden: false },
      after: { reply_hidden: true, reason },
    });
  });
  return adminReview(db, reviewId);
}

/** Keeps a reported review: its open reports are decided (a later report brings it back to the queue), audited. */
export async function keepReview(db: Db, adminId: string, reviewId: string, reason: string): Promise<JsonText<AdminReview>> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!row) throw new NotFoundError('There is no review with that id');
    const decided = await decideOpenReports(tx, reviewId);
    if (decided === 0) throw new ConflictError(REVIEW_NOT_REPORTED);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'review.keep',
      entityType: 'review',
      entityId: reviewId,
      before: { open_reports: decided },
      after: { open_reports: 0, reason },
    });
  });
  return adminReview(db, reviewId);
}
