import type { Review } from '#contract/reviews/schema.ts';
import type { reviews } from '#server/db/schema.ts';

/** How a member who has closed their account is named. */
export const FORMER_MEMBER = 'a former member';

export function toReviewDto(row: typeof reviews.$inferSelect, appName: string, reviewer: string | null): Review {
  return {
    id: row.id,
    match_id: row.matchId,
    app_name: appName,
    reviewer: reviewer ?? FORMER_MEMBER,
    reviewer_role: row.reviewerRole as Review['reviewer_role'],
    rating: row.rating,
    comment: row.comment,
    reply: row.reply,
    replied_at: row.repliedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
