import { and, eq } from 'drizzle-orm';
import type { Review, ReviewReplyBody } from '#contract/reviews/schema.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { apps, matches, notifications, reviews, users } from '#server/db/schema.ts';
import { ConflictError, NotFoundError, isUniqueViolation } from '#server/lib/errors.ts';
import { FORMER_MEMBER, toReviewDto } from './dto.ts';

const COMPLETED = ['COMPLETED', 'CONFIRMED'];
const ALREADY_RATED = 'You have already rated the other party for this match';

async function usernameOf(tx: Tx, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await tx.select({ username: users.username }).from(users).where(eq(users.id, id));
  return row?.username ?? null;
}

/**
 * A party rates the other once their match has completed (both confirmed, or closed as
 * CONFIRMED). Someone else's match is 404; a match not completed, a second rating, or a party who
 * has gone is 409. The reviewed member is told.
 */
export function createReview(db: Db, userId: string, matchId: string, body: { rating: number; comment: string | null }): Promise<Review> {
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .select({ match: matches, appName: apps.name })
        .from(matches)
        .innerJoin(apps, eq(apps.id, matches.appId))
        .where(eq(matches.id, matchId));
      const match = row?.match;
      if (!match || (match.referrerId !== userId && match.refereeId !== userId)) throw new NotFoundError('There is no match with that id among yours');
      if (!COMPLETED.includes(match.status)) throw new ConflictError('You can rate the other party once the match is completed');
      const role = match.refereeId === userId ? 'referee' : 'referrer';
      const revieweeId = role === 'referee' ? match.referrerId : match.refereeId;
      if (!revieweeId) throw new ConflictError('The other party has closed their account, so there is nobody to rate');
      const [existing] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.matchId, matchId), eq(reviews.reviewerRole, role)));
      if (existing) throw new ConflictError(ALREADY_RATED);

      const [created] = await tx
        .insert(reviews)
        .values({ matchId, reviewerId: userId, revieweeId, reviewerRole: role, rating: body.rating, comment: body.comment })
        .returning();
      const reviewer = (await usernameOf(tx, userId)) ?? FORMER_MEMBER;
      await tx.insert(notifications).values({
        userId: revieweeId,
        matchId,
        type: 'REVIEW_RECEIVED',
        title: 'New review',
        message: `${reviewer} rated your ${row!.appName} match ${body.rating} out of 5. You can reply on your member page.`,
      });
      return toReviewDto(created!, row!.appName, reviewer);
    })
    .catch((error: unknown) => {
      // Two ratings of the same match at once: the unique index keeps one.
      if (isUniqueViolation(error, 'reviews_one_per_match_reviewer')) throw new ConflictError(ALREADY_RATED);
      throw error;
    });
}

/** A review locked for a change, with its match's app's name; undefined when there is none. */
export async function lockReviewWithApp(tx: Tx, reviewId: string) {
  const [row] = await tx
    .select({ review: reviews, appName: apps.name })
    .from(reviews)
    .innerJoin(matches, eq(matches.id, reviews.matchId))
    .innerJoin(apps, eq(apps.id, matches.appId))
    .where(eq(reviews.id, reviewId))
    .for('update', { of: reviews });
  return row;
}

/** The reviewed member answers a review of them once, in public; the reviewer is told. */
export function replyToReview(db: Db, userId: string, reviewId: string, body: ReviewReplyBody): Promise<Review> {
  return db.transaction(async (tx) => {
    const row = await lockReviewWithApp(tx, reviewId);
    if (!row || row.review.revieweeId !== userId) throw new NotFoundError('There is no review with that id about you');
    if (row.review.reply !== null) throw new ConflictError('You have already replied to this review');
    const [updated] = await tx.update(reviews).set({ reply: body.reply, repliedAt: new Date() }).where(eq(reviews.id, reviewId)).returning();
    if (row.review.reviewerId) {
      const member = (await usernameOf(tx, userId)) ?? 'The member';
      await tx.insert(notifications).values({
        userId: row.review.reviewerId,
        matchId: row.review.matchId,
        type: 'REVIEW_REPLY',
        title: 'Reply to your review',
        message: `${member} replied to your review of your ${row.appName} match.`,
      });
    }
    return toReviewDto(updated!, row.appName, (await usernameOf(tx, row.review.reviewerId)) ?? FORMER_MEMBER);
  });
}
