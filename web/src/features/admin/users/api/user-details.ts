import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetails } from '#contract/admin/users/schema.ts';
import { api } from '#web/api/client.ts';
import { ownWords } from '#web/features/admin/shared/api/query-keys.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';

function getUserDetails(id: string): Promise<AdminUserDetails> {
  return api.get<AdminUserDetails>(`/api/admin/users/${encodeURIComponent(id)}`, ownWords);
}

function userDetailsQueryOptions(id: string) {
  return queryOptions({ queryKey: adminQueryKeys.user(id), queryFn: () => getUserDetails(id) });
}

export function useUserDetails(id: string) {
  return useQuery(userDetailsQueryOptions(id));
}
