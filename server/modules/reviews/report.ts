import { and, eq, isNull } from 'drizzle-orm';
import { REVIEW_ALREADY_REPORTED } from '#contract/reviews/rules.ts';
import type { ReviewReport, ReviewReportBody } from '#contract/reviews/schema.ts';
import type { Db } from '#server/db/client.ts';
import { reviewReports, reviews } from '#server/db/schema.ts';
import { ConflictError, NotFoundError, isUniqueViolation } from '#server/lib/errors.ts';

/**
 * A signed-in member reports a review (or the reply under it): once per member and review (409
 * after), a review that is hidden or unknown is 404. The report waits in the administrators' queue.
 */
export async function reportReview(db: Db, reporterId: string, reviewId: string, body: ReviewReportBody): Promise<ReviewReport> {
  const [shown] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)));
  if (!shown) throw new NotFoundError('There is no review with that id');
  try {
    const [created] = await db
      .insert(reviewReports)
      .values({ reviewId, reporterId, reason: body.reason, message: body.message ?? null })
      .returning();
    return {
      id: created!.id,
      review_id: created!.reviewId,
      reason: created!.reason as ReviewReport['reason'],
      message: created!.message,
      created_at: created!.createdAt.toISOString(),
    };
  } catch (error) {
    if (isUniqueViolation(error, 'review_reports_one_per_reporter')) throw new ConflictError(REVIEW_ALREADY_REPORTED);
    throw error;
  }
}
