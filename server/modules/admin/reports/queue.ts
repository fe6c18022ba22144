import type { AdminReport, AdminReportsPage } from '#contract/admin/reports/schema.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { isoTimestampSqlText as iso, sqlStringLiteral } from '#server/db/json-sql.ts';
import { pageWindowSql, runNamed, type NamedStatement } from '#server/db/prepared.ts';
import { ADMIN_PAGE_SIZE } from '#contract/admin/rules.ts';
import { NotFoundError } from '#server/lib/errors.ts';
import { JsonText } from '#server/lib/json-text.ts';
import { adminPageJson } from '../page-json.ts';
import { offerTermsJsonSqlText } from '#server/modules/matches/offer-terms.ts';
import { trackRecordJsonSqlText } from '#server/modules/members/track-record.ts';
import { TEAM } from '#server/modules/reports/service.ts';
import { usernameOrFormerSqlText } from '#server/modules/reviews/dto.ts';

export const NO_REPORT = 'There is no report with that id';

/** Who wrote a message or sent a screenshot, as `authorName` names them: the team, or the party's username (a former member once gone). */
const authorNameSqlText = (role: string, username: string) =>
  `CASE WHEN ${role} = 'team' THEN ${sqlStringLiteral(TEAM)} ELSE ${usernameOrFormerSqlText(username)} END`;

/** A party of the match as the team sees them (AdminReportParty), for the member whose id is `member`; null once their account is gone. */
function partyJsonSqlText(member: string): string {
  return `(SELECT json_build_object('id', p.id, 'username', p.username, 'email', p.email, 'is_active', p.is_active,
      'track_record', ${trackRecordJsonSqlText('p', 'pt')})
    FROM users p LEFT JOIN track_records pt ON pt.user_id = p.id WHERE p.id = ${member})`;
}

/**
 * A report with everything the team decides on (AdminReport), as an SQL JSON object, for the report
 * `r`, its match `m`, the match's app `a` and code `c` (none once the code is gone): the twin of the
 * mapping it replaced, field for field (queue.test.ts holds it to the parties' own answers).
 */
function adminReportJsonSqlText(): string {
  return `json_build_object('id', r.id, 'match_id', r.match_id, 'app_name', a.name, 'reason', r.reason, 'status', r.status,
    'reporter_role', r.reporter_role, 'resolution', r.resolution, 'action', r.action,
    'resolved_at', ${iso('r.resolved_at')}, 'created_at', ${iso('r.created_at')},
    'messages', (SELECT coalesce(json_agg(json_build_object('id', rm.id, 'author', rm.author_role,
        'author_name', ${authorNameSqlText('rm.author_role', 'mu.username')}, 'message', rm.message, 'created_at', ${iso('rm.created_at')})
        ORDER BY rm.created_at, rm.id), '[]'::json)
      FROM report_messages rm LEFT JOIN users mu ON mu.id = rm.author_id WHERE rm.report_id = r.id),
    'evidence', (SELECT coalesce(json_agg(json_build_object('id', re.id, 'author', re.author_role,
        'author_name', ${authorNameSqlText('re.author_role', 'eu.username')}, 'content_type', re.content_type,
        'width', re.width, 'height', re.height, 'bytes', octet_length(re.content), 'created_at', ${iso('re.created_at')})
        ORDER BY re.created_at, re.id), '[]'::json)
      FROM report_evidence re LEFT JOIN users eu ON eu.id = re.author_id WHERE re.report_id = r.id),
    'reporter_username', (SELECT username FROM users WHERE id = r.reporter_id),
    'decided_by', (SELECT username FROM users WHERE id = r.decided_by),
    'match', json_build_object('id', m.id, 'status', m.status, 'created_at', ${iso('m.created_at')},
      'referral_code_id', c.id, 'code', c.code, 'referral_link', c.referral_link, 'code_status', c.status,
      'terms_at_claim', m.terms_at_claim, 'current_terms', ${offerTermsJsonSqlText('a')}),
    'referrer', ${partyJsonSqlText('m.referrer_id')},
    'referee', ${partyJsonSqlText('m.referee_id')})`;
}

/** The reports `reports` (a subquery of whole rows) as AdminReports in one JSON array, in `order` (an ORDER BY list over them as `r`), as the text column `reports`. */
function reportsJsonSqlText(reports: string, order: string): string {
  return `(SELECT coalesce(json_agg(${adminReportJsonSqlText()} ORDER BY ${order}), '[]'::json)
    FROM ${reports} r JOIN matches m ON m.id = r.match_id JOIN apps a ON a.id = m.app_id
    LEFT JOIN referral_codes c ON c.id = m.referral_code_id)::text AS reports`;
}

/** A view of the reports: which (an SQL condition on `reports`, `$1` the status where it needs one) and in what order. */
type View = { name: string; where: string; order: string };

// The open queue writes its status out: the team's queue is read far more than any other view.
const OPEN: View = { name: 'admin_reports_open', where: `status = 'OPEN'`, order: 'created_at ASC, id ASC' };
const BY_STATUS: View = { name: 'admin_reports_status', where: 'status = $1::report_status', order: 'created_at DESC, id DESC' };
const EVERY: View = { name: 'admin_reports_all', where: 'true', order: 'created_at DESC, id DESC' };

const withPrefix = (order: string) => order.replaceAll(/(\w+) (ASC|DESC)/g, 'r.$1 $2');

type Query = { page: number; limit: number; status?: AdminReport['status'] | undefined };

/**
 * The statement of a view for a page (pageWindowSql: the first page at the usual size written out,
 * any other's limit and offset the last parameters): the page as one JSON array, and how many the
 * view holds, from the totals kept per status (migration 0047; the view's condition is on the
 * status alone, so it reads the same there).
 */
function viewStatement({ name, where, order }: View, { page, limit, status }: Query): NamedStatement {
  const statusParams = where.includes('$1') ? [status] : [];
  const window = pageWindowSql(page, limit, ADMIN_PAGE_SIZE, statusParams.length + 1);
  return {
    name: `${name}${window.suffix}`,
    text: `SELECT ${reportsJsonSqlText(`(SELECT * FROM reports WHERE ${where} ORDER BY ${order} ${window.text})`, withPrefix(order))},
      (SELECT coalesce(sum(reports), 0) FROM report_totals WHERE ${where})::int AS total`,
    params: [...statusParams, ...window.params],
  };
}

/**
 * The reports, a page at a time: the open ones oldest first (the team's queue), any other view
 * newest first; served by reports_status_created_idx. One statement, the JSON written by the database.
 */
export async function listReports(db: DbOrTx, query: Query): Promise<JsonText<AdminReportsPage>> {
  const view = query.status === 'OPEN' ? OPEN : query.status ? BY_STATUS : EVERY;
  const { name, text, params } = viewStatement(view, query);
  const [row] = await runNamed<{ reports: string; total: number }>(db, name, text, params);
  return adminPageJson('reports', row!.reports, row!.total, query);
}

const ONE_REPORT = { name: 'admin_report', text: `SELECT ${reportsJsonSqlText('(SELECT * FROM reports WHERE id = $1)', 'r.id')}` };

/** One report with everything the team decides on, written by the database as the answer's JSON. */
export async function getAdminReport(db: DbOrTx, reportId: string): Promise<JsonText<AdminReport>> {
  const [row] = await runNamed<{ reports: string }>(db, ONE_REPORT.name, ONE_REPORT.text, [reportId]);
  const found = row!.reports;
  if (found === '[]') throw new NotFoundError(NO_REPORT);
  // The array of one report, without its brackets.
  return new JsonText(found.slice(1, -1));
}
