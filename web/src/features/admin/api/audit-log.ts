import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogPage, AuditLogQuery } from '#contract/admin/audit/schema.ts';
import { api } from '#web/api/client.ts';
import { ownWords } from './query-keys.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';

/** GET /api/admin/audit-log: newest first, paged; narrowed with entity_type, entity_id and action. */
export function getAuditLog(query: AuditLogQuery): Promise<AuditLogPage> {
  return api.get<AuditLogPage>('/api/admin/audit-log', { ...ownWords, query: { ...query } });
}

export function auditLogQueryOptions(query: AuditLogQuery) {
  // The previous page stays on screen while the next one loads.
  return queryOptions({ queryKey: adminQueryKeys.auditLogPage(query), queryFn: () => getAuditLog(query), placeholderData: keepPreviousData });
}

export function useAuditLog(query: AuditLogQuery) {
  return useQuery(auditLogQueryOptions(query));
}
