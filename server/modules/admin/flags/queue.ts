import { ADMIN_PAGE_SIZE } from '#contract/admin/rules.ts';
import { NO_FLAG } from '#contract/admin/flags/rules.ts';
import type { AdminFlagsQuery, ReferralFlag, ReferralFlagPage } from '#contract/admin/flags/schema.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { isoTimestampSqlText as iso } from '#server/db/json-sql.ts';
import { pageWindowSql, runNamed, type NamedStatement } from '#server/db/prepared.ts';
import { NotFoundError } from '#server/lib/errors.ts';
import { JsonText } from '#server/lib/json-text.ts';
import { itemsPageJson } from '../page-json.ts';

/** A party of the flagged match as the team sees them, for the member `p` (null once their account is gone). */
const memberJson = (p: string) => `CASE WHEN ${p}.id IS NOT NULL THEN json_build_object('id', ${p}.id, 'username', ${p}.username, 'email', ${p}.email) END`;

/**
 * A flag as the team sees it (ReferralFlag), as an SQL JSON object, for the flag `f`, its match `m`,
 * the match's app `a`, its parties `rr` and `re` and whoever decided it `d`.
 */
const FLAG_JSON = `json_build_object('id', f.id, 'match_id', f.match_id, 'app_name', a.name, 'code', m.code, 'match_status', m.status,
    'referrer', ${memberJson('rr')}, 'referee', ${memberJson('re')},
    'signs', to_json(f.signs), 'shared_addresses', to_json(f.shared_addresses), 'status', f.status,
    'created_at', ${iso('f.created_at')}, 'decided_at', ${iso('f.decided_at')}, 'decided_by', d.username, 'decision_reason', f.decision_reason)`;

/** The flags `flags` (a subquery of whole rows) as one JSON array in `order` (over them as `f`), as the text column `items`. */
function flagsJsonSqlText(flags: string, order: string): string {
  return `(SELECT coalesce(json_agg(${FLAG_JSON} ORDER BY ${order}), '[]'::json)
    FROM ${flags} f JOIN matches m ON m.id = f.match_id JOIN apps a ON a.id = m.app_id
    LEFT JOIN users rr ON rr.id = m.referrer_id LEFT JOIN users re ON re.id = m.referee_id LEFT JOIN users d ON d.id = f.decided_by)::text AS items`;
}

/** The kept total of flags of a status (referral_flag_totals, migration 0045), `status` an SQL text. */
const totalOf = (status: string) => `(SELECT coalesce(sum(flags), 0) FROM referral_flag_totals WHERE status = ${status})::int AS total`;

/**
 * The statement of a page (its window as pageWindowSql writes it): OPEN, the longest waiting first
 * (referral_flags_open_idx; the status written out, as a bound one cannot match the index's
 * condition); CLEARED or CANCELLED (`$1`), the most recently decided first (referral_flags_decided_idx).
 */
function pageStatement({ status, page }: AdminFlagsQuery): NamedStatement {
  const open = status === 'OPEN';
  const window = pageWindowSql(page, ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE, open ? 1 : 2);
  const [which, order] = open ? [`'OPEN'`, ['created_at', 'id']] : ['$1::referral_flag_status', ['decided_at DESC', 'id DESC']];
  return {
    name: `admin_flags_${open ? 'open' : 'decided'}${window.suffix}`,
    text: `SELECT ${flagsJsonSqlText(
      `(SELECT * FROM referral_flags WHERE status = ${which} ORDER BY ${order.join(', ')} ${window.text})`,
      order.map((key) => `f.${key}`).join(', '),
    )}, ${totalOf(which)}`,
    params: [...(open ? [] : [status]), ...window.params],
  };
}

/**
 * The statement of a page of one member's flags: the member found by username or e-mail address
 * (`$1`, the unique indexes on their lower case), their matches on either side by the matches'
 * indexes on each party (never both: one's own code is refused), each match's flag by its unique
 * index; in the order of the status's queue, counted as they are found (a member has few).
 */
function memberPageStatement({ status, page, member }: AdminFlagsQuery): NamedStatement {
  const window = pageWindowSql(page, ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE, 3);
  const open = status === 'OPEN';
  const order = open ? ['created_at', 'id'] : ['decided_at DESC', 'id DESC'];
  return {
    name: `admin_flags_member_${open ? 'open' : 'decided'}${window.suffix}`,
    text: `WITH who AS (SELECT id FROM users WHERE lower(username) = lower($1) OR lower(email) = lower($1)),
      theirs AS MATERIALIZED (
        SELECT f.* FROM referral_flags f JOIN matches m ON m.id = f.match_id
        WHERE f.status = $2::referral_flag_status AND m.referrer_id IN (SELECT id FROM who)
        UNION ALL
        SELECT f.* FROM referral_flags f JOIN matches m ON m.id = f.match_id
        WHERE f.status = $2::referral_flag_status AND m.referee_id IN (SELECT id FROM who))
      SELECT ${flagsJsonSqlText(`(SELECT * FROM theirs ORDER BY ${order.join(', ')} ${window.text})`, order.map((key) => `f.${key}`).join(', '))},
        (SELECT count(*) FROM theirs)::int AS total`,
    params: [member, status, ...window.params],
  };
}

/** The flags of one status (of one member, if asked), 20 a page, in one statement: the page's JSON written by the database. */
export async function listFlags(db: DbOrTx, query: AdminFlagsQuery): Promise<JsonText<ReferralFlagPage>> {
  const { name, text, params } = query.member ? memberPageStatement(query) : pageStatement(query);
  const [row] = await runNamed<{ items: string; total: number }>(db, name, text, params);
  return itemsPageJson(row!.items, row!.total, query.page);
}

const ONE = { name: 'admin_flag', text: `SELECT ${flagsJsonSqlText('(SELECT * FROM referral_flags WHERE id = $1)', 'f.id')}` };

/** One flag as the team sees it, written by the same statement as the queue's. */
export async function flagOf(db: DbOrTx, flagId: string): Promise<JsonText<ReferralFlag>> {
  const [row] = await runNamed<{ items: string }>(db, ONE.name, ONE.text, [flagId]);
  if (row!.items === '[]') throw new NotFoundError(NO_FLAG);
  // The array of one flag, without its brackets.
  return new JsonText(row!.items.slice(1, -1));
}
