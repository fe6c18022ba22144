import type { AuditLogPage, AuditLogQuery } from '#contract/admin/audit/schema.ts';
import { pagedQuery } from '#web/api/query-shapes.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';
import { ownWords } from './query-keys.ts';

/** GET /api/admin/audit-log: newest first, paged; narrowed with entity_type, entity_id and action. */
const auditLog = pagedQuery<AuditLogQuery, AuditLogPage>(adminQueryKeys.auditLogPage, '/api/admin/audit-log', ownWords);

export const useAuditLog = auditLog.usePage;
