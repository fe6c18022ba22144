import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminLoginHint } from '#contract/admin/schema.ts';
import { api } from '#web/api/client.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';

/** Answers in development only; elsewhere 404, which the session layer leaves unannounced. */
function getAdminLoginHint(): Promise<AdminLoginHint> {
  return api.get<AdminLoginHint>('/api/public/admin-login-hint');
}

function adminLoginHintQueryOptions() {
  return queryOptions({ queryKey: adminQueryKeys.loginHint, queryFn: getAdminLoginHint, staleTime: Infinity, retry: false });
}

export function useAdminLoginHint() {
  return useQuery(adminLoginHintQueryOptions());
}
