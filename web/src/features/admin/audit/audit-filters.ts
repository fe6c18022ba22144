import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditAction, type AuditEntityType, type AuditLogQuery } from '#contract/admin/audit/schema.ts';
import { pageParam } from '../shared/use-query-params.ts';

export type AuditFilters = { entityType: AuditEntityType | null; action: AuditAction | null; entityId: string; page: number };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : null;

/** The audit log's filters as the address keeps them (?entity_type=&action=&entity_id=&page=); anything unknown is no filter. */
export function readAuditFilters(params: URLSearchParams): AuditFilters {
  return {
    entityType: oneOf(AUDIT_ENTITY_TYPES, params.get('entity_type')),
    action: oneOf(AUDIT_ACTIONS, params.get('action')),
    entityId: params.get('entity_id') ?? '',
    page: pageParam(params.get('page')),
  };
}

/** The request for a page of the log: only the filters that are set, the entity id trimmed. */
export function auditLogQuery(filters: AuditFilters, pageSize: number): AuditLogQuery {
  const entityId = filters.entityId.trim();
  return {
    page: filters.page,
    limit: pageSize,
    ...(filters.entityType ? { entity_type: filters.entityType } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(entityId ? { entity_id: entityId } : {}),
  };
}
