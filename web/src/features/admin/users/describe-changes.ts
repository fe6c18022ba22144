import type { AuditEntry } from '#contract/admin/audit/schema.ts';

function valueText(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** An audit entry in words: "is active: yes → no; subscription status: FREE → PREMIUM". */
export function describeChanges(entry: Pick<AuditEntry, 'before' | 'after'>): string {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => `${field.replaceAll('_', ' ')}: ${valueText(before[field])} → ${valueText(after[field])}`).join('; ');
}
