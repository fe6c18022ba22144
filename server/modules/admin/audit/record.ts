import type { AuditAction, AuditEntityType } from '#contract/admin/audit/schema.ts';
import type { Tx } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema.ts';

export type AuditRecord = {
  /** The administrator who made the change. */
  actorId: string;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  /** The values before the change (null when it created the record). */
  before: unknown;
  /** The values after the change (null when it removed the record). */
  after: unknown;
};

/** Writes one audit entry inside the transaction that makes the change, so neither lands without the other. */
export async function recordAudit(tx: Tx, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** The fields whose values differ, as { before, after } holding only those fields. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): { before: Partial<T>; after: Partial<T> } {
  const changedBefore: Partial<T> = {};
  const changedAfter: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changedBefore[key] = before[key];
      changedAfter[key] = after[key];
    }
  }
  return { before: changedBefore, after: changedAfter };
}
