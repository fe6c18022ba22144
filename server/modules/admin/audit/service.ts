import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditEntry, AuditLogPage, auditLogQuery } from '#contract/admin/audit/schema.ts';
import { totalPagesFor } from '#contract/admin/rules.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { auditLog, users } from '#server/db/schema.ts';

type AuditLogQuery = z.infer<typeof auditLogQuery>;

/**
 * The audit trail, newest first, a page at a time: served by audit_log_created_idx, or by the index
 * for what it is narrowed to (one record, a kind of record, an action).
 */
export async function listAuditLog(db: DbOrTx, query: AuditLogQuery): Promise<AuditLogPage> {
  const conditions: SQL[] = [];
  if (query.entity_type) conditions.push(eq(auditLog.entityType, query.entity_type));
  if (query.entity_id) conditions.push(eq(auditLog.entityId, query.entity_id));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [rows, [counted]] = await Promise.all([
    db
      .select({ entry: auditLog, actorUsername: users.username })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    entries: rows.map(({ entry, actorUsername }) => toAuditEntryDto(entry, actorUsername)),
    total,
    total_pages: totalPagesFor(total, query.limit),
    page: query.page,
    limit: query.limit,
  };
}

function toAuditEntryDto(row: typeof auditLog.$inferSelect, actorUsername: string | null): AuditEntry {
  return {
    id: row.id,
    actor_id: row.actorId,
    actor_username: actorUsername,
    action: row.action as AuditEntry['action'],
    entity_type: row.entityType as AuditEntry['entity_type'],
    entity_id: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
