import type { z } from 'zod';
import type { AuditLogPage, auditLogQuery } from '#contract/admin/audit/schema.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { isoTimestampSqlText as iso } from '#server/db/json-sql.ts';
import { pageWindowSql, runNamed, type NamedStatement } from '#server/db/prepared.ts';
import { ADMIN_PAGE_SIZE } from '#contract/admin/rules.ts';
import type { JsonText } from '#server/lib/json-text.ts';
import { adminPageJson } from '../page-json.ts';

type AuditLogQuery = z.infer<typeof auditLogQuery>;

/** The narrowings the log takes: each a query field named as the audit_log column it is compared with. */
const NARROWINGS = ['entity_type', 'entity_id', 'action'] as const satisfies readonly (keyof AuditLogQuery)[];

/** An entry as the team reads it (AuditEntry), as an SQL JSON object, for the entry `e` and its actor `u` (none once their account is gone). */
const AUDIT_ENTRY_JSON = `json_build_object('id', e.id, 'actor_id', e.actor_id, 'actor_username', u.username, 'action', e.action,
  'entity_type', e.entity_type, 'entity_id', e.entity_id, 'before', e.before, 'after', e.after, 'created_at', ${iso('e.created_at')})`;

/**
 * The statement for one set of narrowings (a parameter per narrowing, then the page's window as
 * pageWindowSql writes it): a page as one JSON array and the total, one round trip. Each set has
 * its own name, so each is parsed once per connection. The total of a kind of record or an action
 * is the kept one (audit_log_totals, migration 0044); one record's entries, a handful, are counted.
 */
function statementFor(narrowed: readonly (typeof NARROWINGS)[number][], query: AuditLogQuery): NamedStatement {
  const where = narrowed.length === 0 ? 'true' : narrowed.map((column, index) => `${column} = $${index + 1}`).join(' AND ');
  const window = pageWindowSql(query.page, query.limit, ADMIN_PAGE_SIZE, narrowed.length + 1);
  return {
    name: `audit_log${narrowed.map((column) => `_${column}`).join('')}${window.suffix}`,
    text: `SELECT (SELECT coalesce(json_agg(${AUDIT_ENTRY_JSON} ORDER BY e.created_at DESC, e.id DESC), '[]'::json)
        FROM (SELECT * FROM audit_log WHERE ${where} ORDER BY created_at DESC, id DESC ${window.text}) e
        LEFT JOIN users u ON u.id = e.actor_id)::text AS entries,
      (${narrowed.includes('entity_id') ? `SELECT count(*) FROM audit_log WHERE ${where}` : `SELECT coalesce(sum(entries), 0) FROM audit_log_totals WHERE ${where}`})::int AS total`,
    params: [...narrowed.map((field) => query[field]), ...window.params],
  };
}

/**
 * The audit trail, newest first, a page at a time, in one statement whose JSON the database writes:
 * served by audit_log_created_idx, or by the index for what it is narrowed to (one record, a kind of
 * record, an action).
 */
export async function listAuditLog(db: DbOrTx, query: AuditLogQuery): Promise<JsonText<AuditLogPage>> {
  const narrowings = NARROWINGS.filter((field) => query[field] !== undefined);
  const { name, text, params } = statementFor(narrowings, query);
  const [row] = await runNamed<{ entries: string; total: number }>(db, name, text, params);
  return adminPageJson('entries', row!.entries, row!.total, query);
}
