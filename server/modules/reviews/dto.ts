import type { Review } from '#contract/reviews/schema.ts';
import type { reviews } from '#server/db/schema.ts';
import { sqlStringLiteral } from '#server/db/json-sql.ts';

/** How a member who has closed their account is named. */
export const FORMER_MEMBER = 'a former member';

/** A username, or FORMER_MEMBER once the account is gone (`username`: an SQL text expression, null then). */
export const usernameOrFormerSqlText = (username: string) => `coalesce(${username}, ${sqlStringLiteral(FORMER_MEMBER)})`;

export function toReviewDto(row: typeof reviews.$inferSelect, appName: string, reviewer: string | null): Review {
  return {
    id: row.id,
    match_id: row.matchId,
    app_name: appName,
    reviewer: reviewer ?? FORMER_MEMBER,
    reviewer_role: row.reviewerRole as Review['reviewer_role'],
    rating: row.rating,
    comment: row.comment,
    reply: row.replyHiddenAt ? null : row.reply,
    replied_at: row.replyHiddenAt ? null : (row.repliedAt?.toISOString() ?? null),
    reply_hidden: row.replyHiddenAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
