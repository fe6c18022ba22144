import type { AdminSupportPage, AdminSupportRequest } from '#contract/admin/support/schema.ts';
import type { SupportStatus } from '#contract/support/rules.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { isoTimestampSqlText as iso, sqlStringLiteral } from '#server/db/json-sql.ts';
import { pageWindowSql, runNamed, type NamedStatement } from '#server/db/prepared.ts';
import { ADMIN_PAGE_SIZE } from '#contract/admin/rules.ts';
import { JsonText } from '#server/lib/json-text.ts';
import { adminPageJson } from '../page-json.ts';
import { TEAM } from '#server/modules/reports/service.ts';
import { usernameOrFormerSqlText } from '#server/modules/reviews/dto.ts';

/**
 * A request as the team answers it (AdminSupportRequest), as an SQL JSON object, for the request `s`,
 * its member `u`, its match `m` and the match's app `a` (none when it is about no match, or the match
 * is gone): the twin of the member's own answer with the member and the match's status beside it.
 */
const ADMIN_SUPPORT_REQUEST_JSON = `json_build_object('id', s.id, 'subject', s.subject, 'status', s.status, 'priority', s.priority,
    'match_id', s.match_id, 'app_name', a.name, 'created_at', ${iso('s.created_at')}, 'updated_at', ${iso('s.updated_at')},
    'messages', (SELECT coalesce(json_agg(json_build_object('id', sm.id, 'author', CASE WHEN sm.from_team THEN 'team' ELSE 'member' END,
        'author_name', CASE WHEN sm.from_team THEN ${sqlStringLiteral(TEAM)} ELSE ${usernameOrFormerSqlText('au.username')} END,
        'message', sm.message, 'created_at', ${iso('sm.created_at')}) ORDER BY sm.created_at, sm.id), '[]'::json)
      FROM support_messages sm LEFT JOIN users au ON au.id = sm.author_id WHERE sm.request_id = s.id),
    'member', json_build_object('id', u.id, 'username', u.username, 'email', u.email, 'is_active', u.is_active),
    'match_status', m.status)`;

/** The requests `requests` (a subquery of whole rows) as one JSON array in `order` (over them as `s`), as the text column `requests`. */
function requestsJsonSqlText(requests: string, order: string): string {
  return `(SELECT coalesce(json_agg(${ADMIN_SUPPORT_REQUEST_JSON} ORDER BY ${order}), '[]'::json)
    FROM ${requests} s JOIN users u ON u.id = s.user_id
    LEFT JOIN matches m ON m.id = s.match_id LEFT JOIN apps a ON a.id = m.app_id)::text AS requests`;
}

/**
 * The queue's page of one status (`$1`), Premium requests first, then the oldest (id breaks ties):
 * the order of the queue index (status, priority DESC NULLS LAST, created_at), the page's window
 * as pageWindowSql writes it; with how many the status holds, from the totals kept per status
 * (migration 0047).
 */
function queueStatement({ status, page, limit }: { status: SupportStatus; page: number; limit: number }): NamedStatement {
  const window = pageWindowSql(page, limit, ADMIN_PAGE_SIZE, 2);
  return {
    name: `admin_support_queue${window.suffix}`,
    text: `SELECT ${requestsJsonSqlText(
      `(SELECT * FROM support_requests WHERE status = $1::support_status ORDER BY priority DESC NULLS LAST, created_at, id ${window.text})`,
      's.priority DESC NULLS LAST, s.created_at, s.id',
    )}, (SELECT coalesce(sum(requests), 0) FROM support_request_totals WHERE status = $1::support_status)::int AS total`,
    params: [status, ...window.params],
  };
}

/** The team's queue, a page at a time, in one statement: the page's JSON written by the database. */
export async function listSupportQueue(db: DbOrTx, query: { status: SupportStatus; page: number; limit: number }): Promise<JsonText<AdminSupportPage>> {
  const { name, text, params } = queueStatement(query);
  const [row] = await runNamed<{ requests: string; total: number }>(db, name, text, params);
  return adminPageJson('requests', row!.requests, row!.total, query);
}

const ONE = { name: 'admin_support_request', text: `SELECT ${requestsJsonSqlText('(SELECT * FROM support_requests WHERE id = $1)', 's.id')}` };

/** One request as the team answers it (one that exists: the caller has just locked or written it). */
export async function adminSupportRequest(db: DbOrTx, requestId: string): Promise<JsonText<AdminSupportRequest>> {
  const [row] = await runNamed<{ requests: string }>(db, ONE.name, ONE.text, [requestId]);
  // The array of one request, without its brackets.
  return new JsonText(row!.requests.slice(1, -1));
}
