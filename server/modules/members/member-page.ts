import { REVIEWS_PAGE_SIZE } from '#contract/reviews/rules.ts';
import type { Member } from '#contract/members/schema.ts';
import type { ReviewPage } from '#contract/reviews/schema.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { isoTimestampSqlText } from '#server/db/json-sql.ts';
import { runNamed } from '#server/db/prepared.ts';
import { NotFoundError } from '#server/lib/errors.ts';
import { JsonText } from '#server/lib/json-text.ts';
import { usernameOrFormerSqlText } from '#server/modules/reviews/dto.ts';
import { NO_MEMBER, memberSqlText } from './find-member.ts';
import { trackRecordJsonSqlText } from './track-record.ts';

/** `toReviewDto` as an SQL JSON object, for the review `r`, its match's app `a` and its reviewer `w` (none once their account is closed). */
function reviewJsonSqlText(): string {
  return `json_build_object('id', r.id, 'match_id', r.match_id, 'app_name', a.name,
    'reviewer', ${usernameOrFormerSqlText('w.username')}, 'reviewer_role', r.reviewer_role,
    'rating', r.rating, 'comment', r.comment,
    'reply', CASE WHEN r.reply_hidden_at IS NULL THEN r.reply END,
    'replied_at', CASE WHEN r.reply_hidden_at IS NULL THEN ${isoTimestampSqlText('r.replied_at')} END,
    'reply_hidden', r.reply_hidden_at IS NOT NULL, 'created_at', ${isoTimestampSqlText('r.created_at')})`;
}

/** A page of the member `u`'s reviews that are not hidden, newest first, as a JSON array (`offset`: an SQL expression, how many to skip). */
function reviewPageJsonSqlText(offset: string): string {
  return `(SELECT coalesce(json_agg(page.review ORDER BY page.created_at DESC, page.id DESC), '[]'::json)
    FROM (
      SELECT ${reviewJsonSqlText()} AS review, r.created_at, r.id
      FROM reviews r JOIN matches m ON m.id = r.match_id JOIN apps a ON a.id = m.app_id LEFT JOIN users w ON w.id = r.reviewer_id
      WHERE r.reviewee_id = u.id AND r.hidden_at IS NULL
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT ${REVIEWS_PAGE_SIZE} OFFSET ${offset}
    ) page)`;
}

const MEMBER_PAGE = {
  name: 'member_page',
  text: `SELECT json_build_object('username', u.username, 'member_since', ${isoTimestampSqlText('u.created_at')},
      'track_record', ${trackRecordJsonSqlText('u', 't')}, 'reviews', ${reviewPageJsonSqlText('0')})::text AS body
    FROM ${memberSqlText('$1')}`,
};

/** A member's page (their record and newest reviews) in one statement, written by the database as the answer's JSON. */
export async function readMemberPage(db: DbOrTx, username: string): Promise<JsonText<Member>> {
  const [row] = await runNamed<{ body: string }>(db, MEMBER_PAGE.name, MEMBER_PAGE.text, [username]);
  if (!row) throw new NotFoundError(NO_MEMBER);
  return new JsonText(row.body);
}

const REVIEW_PAGE = {
  name: 'member_review_page',
  text: `SELECT json_build_object('items', ${reviewPageJsonSqlText(`($2::int - 1) * ${REVIEWS_PAGE_SIZE}`)}, 'page', $2::int,
      'total', coalesce(t.rating_count, 0) + coalesce(t.referee_rating_count, 0),
      'total_pages', ceil((coalesce(t.rating_count, 0) + coalesce(t.referee_rating_count, 0)) / ${REVIEWS_PAGE_SIZE}.0)::int)::text AS body
    FROM ${memberSqlText('$1')}`,
};

/**
 * A page of a member's reviews, newest first, REVIEWS_PAGE_SIZE a page, in one statement; the total
 * is the kept count of their ratings (hidden ones are taken out of it as they are hidden).
 */
export async function readMemberReviews(db: DbOrTx, username: string, page: number): Promise<JsonText<ReviewPage>> {
  const [row] = await runNamed<{ body: string }>(db, REVIEW_PAGE.name, REVIEW_PAGE.text, [username, page]);
  if (!row) throw new NotFoundError(NO_MEMBER);
  return new JsonText(row.body);
}
