import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserMetrics } from '../../../../contract/admin-users.ts';
import { api } from '../client.ts';
import { adminQueryKeys, ownWords } from './query-keys.ts';

export function getUserMetrics(): Promise<UserMetrics> {
  return api.get<UserMetrics>('/api/admin/users/metrics', ownWords);
}

export function userMetricsQueryOptions() {
  return queryOptions({ queryKey: adminQueryKeys.userMetrics, queryFn: getUserMetrics });
}

export function useUserMetrics() {
  return useQuery(userMetricsQueryOptions());
}
