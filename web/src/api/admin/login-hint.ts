import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminLoginHint } from '../../../../contract/admin-login-hint.ts';
import { api } from '../client.ts';

export const adminLoginHintQueryKey = ['admin', 'login-hint'] as const;

/** Answers in development only; elsewhere 404, which the session layer leaves unannounced. */
export function getAdminLoginHint(): Promise<AdminLoginHint> {
  return api.get<AdminLoginHint>('/api/public/admin-login-hint');
}

export function adminLoginHintQueryOptions() {
  return queryOptions({ queryKey: adminLoginHintQueryKey, queryFn: getAdminLoginHint, staleTime: Infinity, retry: false });
}

export function useAdminLoginHint() {
  return useQuery(adminLoginHintQueryOptions());
}
