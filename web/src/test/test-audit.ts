import type { AuditEntry, AuditLogPage } from '#contract/admin/audit/schema.ts';

let counter = 0;

/** An audit entry for tests: an administrator resolving a report unless told otherwise. */
export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  counter += 1;
  return {
    id: `70000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    actor_id: '80000000-0000-4000-8000-000000000001',
    actor_username: 'admin',
    action: 'report.resolve',
    entity_type: 'report',
    entity_id: '40000000-0000-4000-8000-000000000001',
    before: { status: 'OPEN' },
    after: { status: 'RESOLVED', action: 'PAUSE_CODE' },
    created_at: '2026-03-02T12:30:00.000Z',
    ...overrides,
  };
}

/** One page of the audit log, as GET /api/admin/audit-log answers. */
export function anAuditPage(entries: AuditEntry[], { page = 1, limit = 20, total = entries.length } = {}): AuditLogPage {
  return { entries, total, total_pages: Math.max(1, Math.ceil(total / limit)), page, limit };
}
