import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ADMIN_PAGE_SIZE } from '#contract/admin/rules.ts';
import { REVIEW_ALREADY_HIDDEN, REVIEW_HIDDEN_TITLE, REVIEW_NOT_REPORTED, reviewHiddenMessage } from '#contract/reviews/rules.ts';
import type { AdminReview, AdminReviewPage, ReviewReport } from '#contract/reviews/schema.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { apps, matches, reviewReports, reviews, users } from '#server/db/schema.ts';
import { ConflictError, NotFoundError } from '#server/lib/errors.ts';
import { FORMER_MEMBER, toReviewDto } from '#server/modules/reviews/dto.ts';
import { notifyMember } from '#server/modules/reports/service.ts';
import { recordAudit } from '../audit/record.ts';

/** The newest reports shown with a review in the queue. */
const REPORTS_SHOWN = 10;

const reviewer = alias(users, 'reviewer');
const reviewee = alias(users, 'reviewee');

/** Reviews with the app, reviewer and reviewee named, as the queue shows them. */
function reviewRows(db: DbOrTx) {
  return db
    .select({ review: reviews, appName: apps.name, reviewer: reviewer.username, reviewee: reviewee.username })
    .from(reviews)
    .innerJoin(matches, eq(matches.id, reviews.matchId))
    .innerJoin(apps, eq(apps.id, matches.appId))
    .leftJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
    .innerJoin(reviewee, eq(reviewee.id, reviews.revieweeId));
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewRows>['where']>>[number];

/** The reviews of a page with their newest reports and their count of open ones. */
async function withReports(db: DbOrTx, rows: ReviewRow[]): Promise<AdminReview[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.review.id);
  const reports = await db
    .select({ report: reviewReports, reporter: users.username })
    .from(reviewReports)
    .leftJoin(users, eq(users.id, reviewReports.reporterId))
    .where(inArray(reviewReports.reviewId, ids))
    .orderBy(desc(reviewReports.createdAt));
  return rows.map(({ review, appName, reviewer: by, reviewee: about }) => {
    const own = reports.filter(({ report }) => report.reviewId === review.id);
    return {
      ...toReviewDto(review, appName, by),
      reviewee: about,
      hidden_at: review.hiddenAt?.toISOString() ?? null,
      hidden_reason: review.hiddenReason,
      open_reports: own.filter(({ report }) => report.decidedAt === null).length,
      reports: own.slice(0, REPORTS_SHOWN).map(({ report, reporter }) => ({
        id: report.id,
        review_id: report.reviewId,
        reason: report.reason as ReviewReport['reason'],
        message: report.message,
        created_at: report.createdAt.toISOString(),
        decided_at: report.decidedAt?.toISOString() ?? null,
        reporter: reporter ?? FORMER_MEMBER,
      })),
    };
  });
}

/**
 * The queue, 20 a page: REPORTED, the reviews with open reports, the longest waiting first (served
 * by the partial index on open reports); HIDDEN, the hidden ones, the most recently hidden first.
 */
export async function listAdminReviews(db: DbOrTx, query: { status: 'REPORTED' | 'HIDDEN'; page: number }): Promise<AdminReviewPage> {
  const offset = (query.page - 1) * ADMIN_PAGE_SIZE;
  if (query.status === 'HIDDEN') {
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviews)
      .where(isNotNull(reviews.hiddenAt));
    const rows = await reviewRows(db)
      .where(isNotNull(reviews.hiddenAt))
      .orderBy(desc(reviews.hiddenAt), desc(reviews.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offset);
    const total = counted?.total ?? 0;
    return { items: await withReports(db, rows), page: query.page, total, total_pages: Math.ceil(total / ADMIN_PAGE_SIZE) };
  }
  // The page is chosen among the open reports alone, then joined: ordered after the joins, every
  // waiting review was joined to its match, app and people before the page was cut (61 ms for 411
  // waiting reviews at full scale, cold).
  const since = sql<Date>`min(${reviewReports.createdAt})`;
  const page = db
    .select({ reviewId: reviewReports.reviewId, since: since.as('since') })
    .from(reviewReports)
    .where(isNull(reviewReports.decidedAt))
    .groupBy(reviewReports.reviewId)
    .orderBy(since, reviewReports.reviewId)
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset)
    .as('page');
  const [counted] = await db
    .select({ total: sql<number>`count(DISTINCT ${reviewReports.reviewId})::int` })
    .from(reviewReports)
    .where(isNull(reviewReports.decidedAt));
  const rows = await reviewRows(db).innerJoin(page, eq(page.reviewId, reviews.id)).orderBy(page.since, reviews.id);
  const total = counted?.total ?? 0;
  return { items: await withReports(db, rows), page: query.page, total, total_pages: Math.ceil(total / ADMIN_PAGE_SIZE) };
}

async function adminReview(db: DbOrTx, reviewId: string): Promise<AdminReview> {
  const rows = await reviewRows(db).where(eq(reviews.id, reviewId));
  const [found] = await withReports(db, rows);
  if (!found) throw new NotFoundError('There is no review with that id');
  return found;
}

/**
 * Hides a review: off member pages and out of track records (the database's trigger takes its
 * rating out), its open reports decided, its author told why, audited; one transaction.
 */
export async function hideReview(db: Db, adminId: string, reviewId: string, reason: string): Promise<AdminReview> {
  await db.transaction(async (tx) => {
    const [row] = await reviewRows(tx).where(eq(reviews.id, reviewId)).for('update', { of: reviews });
    if (!row) throw new NotFoundError('There is no review with that id');
    if (row.review.hiddenAt) throw new ConflictError(REVIEW_ALREADY_HIDDEN);
    await tx.update(reviews).set({ hiddenAt: new Date(), hiddenReason: reason }).where(eq(reviews.id, reviewId));
    await tx
      .update(reviewReports)
      .set({ decidedAt: new Date() })
      .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.decidedAt)));
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

/** Keeps a reported review: its open reports are decided (a later report brings it back to the queue), audited. */
export async function keepReview(db: Db, adminId: string, reviewId: string, reason: string): Promise<AdminReview> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!row) throw new NotFoundError('There is no review with that id');
    const decided = await tx
      .update(reviewReports)
      .set({ decidedAt: new Date() })
      .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.decidedAt)))
      .returning({ id: reviewReports.id });
    if (decided.length === 0) throw new ConflictError(REVIEW_NOT_REPORTED);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'review.keep',
      entityType: 'review',
      entityId: reviewId,
      before: { open_reports: decided.length },
      after: { open_reports: 0, reason },
    });
  });
  return adminReview(db, reviewId);
}
