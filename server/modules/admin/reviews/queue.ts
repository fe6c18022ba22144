import { ADMIN_PAGE_SIZE } from '#contract/admin/rules.ts';
import type { AdminReview, AdminReviewPage } from '#contract/reviews/schema.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { isoTimestampSqlText as iso } from '#server/db/json-sql.ts';
import { pageWindowSql, runNamed, type NamedStatement } from '#server/db/prepared.ts';
import { NotFoundError } from '#server/lib/errors.ts';
import { JsonText } from '#server/lib/json-text.ts';
import { itemsPageJson } from '../page-json.ts';
import { usernameOrFormerSqlText } from '#server/modules/reviews/dto.ts';

/** The newest reports shown with a review in the queue. */
const REPORTS_SHOWN = 10;

/**
 * A review as the team sees it (AdminReview), as an SQL JSON object, for the review `r`, the app `a`
 * of its match, its reviewer `ru` (none once the account is gone) and reviewee `ee`: its newest
 * reports with who made them, and how many are open (review_reports_one_per_reporter, by review).
 */
const ADMIN_REVIEW_JSON = `json_build_object('id', r.id, 'match_id', r.match_id, 'app_name', a.name, 'reviewer', ${usernameOrFormerSqlText('ru.username')},
    'reviewer_role', r.reviewer_role, 'rating', r.rating, 'comment', r.comment, 'reply', r.reply,
    'replied_at', ${iso('r.replied_at')}, 'created_at', ${iso('r.created_at')},
    'reviewee', ee.username, 'hidden_at', ${iso('r.hidden_at')}, 'hidden_reason', r.hidden_reason,
    'reply_hidden', r.reply_hidden_at IS NOT NULL, 'reply_hidden_at', ${iso('r.reply_hidden_at')}, 'reply_hidden_reason', r.reply_hidden_reason,
    'open_reports', (SELECT count(*) FROM review_reports o WHERE o.review_id = r.id AND o.decided_at IS NULL)::int,
    'reports', (SELECT coalesce(json_agg(json_build_object('id', rr.id, 'review_id', rr.review_id, 'reason', rr.reason, 'message', rr.message,
        'created_at', ${iso('rr.created_at')}, 'decided_at', ${iso('rr.decided_at')}, 'reporter', ${usernameOrFormerSqlText('pu.username')})
        ORDER BY rr.created_at DESC, rr.id DESC), '[]'::json)
      FROM (SELECT * FROM review_reports n WHERE n.review_id = r.id ORDER BY n.created_at DESC, n.id DESC LIMIT ${REPORTS_SHOWN}) rr
      LEFT JOIN users pu ON pu.id = rr.reporter_id))`;

/** The reviews of `page` (a subquery naming `review_id`) as one JSON array in `order` (over `page` and the review `r`), as the text column `items`. */
function reviewsJsonSqlText(page: string, order: string): string {
  return `(SELECT coalesce(json_agg(${ADMIN_REVIEW_JSON} ORDER BY ${order}), '[]'::json)
    FROM ${page} page JOIN reviews r ON r.id = page.review_id JOIN matches m ON m.id = r.match_id JOIN apps a ON a.id = m.app_id
    LEFT JOIN users ru ON ru.id = r.reviewer_id JOIN users ee ON ee.id = r.reviewee_id)::text AS items`;
}

/**
 * The statement of a page (its window as pageWindowSql writes it): REPORTED, the reviews with open
 * reports, the longest waiting first, chosen among the open reports alone (review_reports_open_idx)
 * and only then joined; HIDDEN, the hidden reviews and the reviews whose reply alone is hidden, the
 * most recently hidden first: each kind read from its own index (reviews_hidden_idx,
 * reviews_reply_hidden_idx) as far as the page reaches, then merged. Each with how many there are.
 */
function pageStatement({ status, page }: { status: 'REPORTED' | 'HIDDEN'; page: number }): NamedStatement {
  const window = pageWindowSql(page, ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE, 1);
  if (status === 'HIDDEN') {
    const reach = window.params.length === 0 ? String(ADMIN_PAGE_SIZE) : '$3';
    const hiddenKinds = `(SELECT * FROM (
        (SELECT id AS review_id, hidden_at AS at FROM reviews WHERE hidden_at IS NOT NULL
          ORDER BY hidden_at DESC NULLS LAST, id DESC NULLS LAST LIMIT ${reach})
        UNION ALL
        (SELECT id, reply_hidden_at FROM reviews WHERE reply_hidden_at IS NOT NULL AND hidden_at IS NULL
          ORDER BY reply_hidden_at DESC NULLS LAST, id DESC NULLS LAST LIMIT ${reach})
      ) kinds ORDER BY at DESC, review_id DESC ${window.text})`;
    return {
      name: `admin_reviews_hidden${window.suffix}`,
      text: `SELECT ${reviewsJsonSqlText(hiddenKinds, 'page.at DESC, r.id DESC')},
        ((SELECT count(*) FROM reviews WHERE hidden_at IS NOT NULL)
          + (SELECT count(*) FROM reviews WHERE reply_hidden_at IS NOT NULL AND hidden_at IS NULL))::int AS total`,
      params: window.params.length === 0 ? [] : [...window.params, page * ADMIN_PAGE_SIZE],
    };
  }
  return {
    name: `admin_reviews_reported${window.suffix}`,
    text: `WITH waiting AS MATERIALIZED (
        SELECT review_id, min(created_at) AS since FROM review_reports WHERE decided_at IS NULL GROUP BY review_id)
      SELECT ${reviewsJsonSqlText(`(SELECT * FROM waiting ORDER BY since, review_id ${window.text})`, 'page.since, r.id')},
        (SELECT count(*) FROM waiting)::int AS total`,
    params: window.params,
  };
}

/** The queue, 20 a page, in one statement: the page's JSON written by the database. */
export async function listAdminReviews(db: DbOrTx, query: { status: 'REPORTED' | 'HIDDEN'; page: number }): Promise<JsonText<AdminReviewPage>> {
  const { name, text, params } = pageStatement(query);
  const [row] = await runNamed<{ items: string; total: number }>(db, name, text, params);
  return itemsPageJson(row!.items, row!.total, query.page);
}

const ONE = { name: 'admin_review', text: `SELECT ${reviewsJsonSqlText('(SELECT $1::uuid AS review_id)', 'r.id')}` };

/** One review as the team sees it, written by the same statement as the queue's. */
export async function adminReview(db: DbOrTx, reviewId: string): Promise<JsonText<AdminReview>> {
  const [row] = await runNamed<{ items: string }>(db, ONE.name, ONE.text, [reviewId]);
  if (row!.items === '[]') throw new NotFoundError('There is no review with that id');
  // The array of one review, without its brackets.
  return new JsonText(row!.items.slice(1, -1));
}
