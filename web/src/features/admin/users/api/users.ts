import type { AdminUserList, AdminUsersFilters } from '#contract/admin/users/schema.ts';
import { pagedQuery } from '#web/api/query-shapes.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';
import { ownWords } from '#web/features/admin/shared/api/query-keys.ts';

/** GET /api/admin/users: searched and filtered, paged. */
const users = pagedQuery<AdminUsersFilters, AdminUserList>(adminQueryKeys.userList, '/api/admin/users', ownWords);

export const useUsers = users.usePage;
