import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserList, AdminUsersFilters } from '#contract/admin/users/schema.ts';
import { api } from '#web/api/client.ts';
import { ownWords } from './query-keys.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';

export function getUsers(filters: AdminUsersFilters): Promise<AdminUserList> {
  return api.get<AdminUserList>('/api/admin/users', { ...ownWords, query: { ...filters } });
}

export function usersQueryOptions(filters: AdminUsersFilters) {
  // The previous page stays on screen while the next one loads, so the table does not jump.
  return queryOptions({ queryKey: adminQueryKeys.userList(filters), queryFn: () => getUsers(filters), placeholderData: keepPreviousData });
}

export function useUsers(filters: AdminUsersFilters) {
  return useQuery(usersQueryOptions(filters));
}
