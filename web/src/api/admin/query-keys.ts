import type { AdminUsersFilters } from '../../../../contract/admin-users.ts';
import type { AuditLogQuery } from '../../../../contract/admin-audit.ts';

/** Every admin query key starts with 'admin', so signing out of the admin area can forget them all at once. */
export const adminQueryKeys = {
  all: ['admin'] as const,
  apps: ['admin', 'apps'] as const,
  aiSuggestions: ['admin', 'ai-suggestions'] as const,
  users: ['admin', 'users'] as const,
  userList: (filters: AdminUsersFilters) => ['admin', 'users', 'list', filters] as const,
  userMetrics: ['admin', 'users', 'metrics'] as const,
  user: (id: string) => ['admin', 'users', 'details', id] as const,
  auditLog: ['admin', 'audit-log'] as const,
  auditLogPage: (query: AuditLogQuery) => ['admin', 'audit-log', query] as const,
};

/** Admin screens word their failures themselves (admin-side.md §8), so the session layer adds no second toast. */
export const ownWords = { errorToast: false } as const;
