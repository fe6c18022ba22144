import type { AuditEntry } from '#contract/admin/audit/schema.ts';
import { REPORT_ACTION_LABEL, REPORT_ACTIONS, type ReportAction } from '#contract/reports/rules.ts';

const isReportAction = (value: unknown): value is ReportAction => typeof value === 'string' && (REPORT_ACTIONS as readonly string[]).includes(value);

function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  // A report decision's action in the words the parties read for it.
  if (field === 'action' && isReportAction(value)) return REPORT_ACTION_LABEL[value];
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Each field an audit entry changed, in words: "is active: yes → no". A field the entry holds on
 * both sides with the same value did not change and is not listed (entries that keep a whole
 * record, and entries written before only the changed fields were kept).
 */
export function describeChangeLines(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const same = (field: string) => field in before && field in after && JSON.stringify(before[field]) === JSON.stringify(after[field]);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !same(field));
  return fields.map((field) => `${field.replaceAll('_', ' ')}: ${valueText(field, before[field])} → ${valueText(field, after[field])}`);
}

/** An audit entry in words: "is active: yes → no; subscription status: FREE → PREMIUM". */
export function describeChanges(entry: Pick<AuditEntry, 'before' | 'after'>): string {
  return describeChangeLines(entry).join('; ');
}

/** Who made a change: the administrator's username, kept in words once their account is gone. */
export function actorName(entry: Pick<AuditEntry, 'actor_username'>): string {
  return entry.actor_username ?? 'a former administrator';
}
