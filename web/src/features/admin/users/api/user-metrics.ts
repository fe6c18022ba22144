import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserMetrics } from '#contract/admin/users/schema.ts';
import { api } from '#web/api/client.ts';
import { ownWords } from '#web/features/admin/shared/api/query-keys.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';

function getUserMetrics(): Promise<UserMetrics> {
  return api.get<UserMetrics>('/api/admin/users/metrics', ownWords);
}

function userMetricsQueryOptions() {
  return queryOptions({ queryKey: adminQueryKeys.userMetrics, queryFn: getUserMetrics });
}

export function useUserMetrics() {
  return useQuery(userMetricsQueryOptions());
}
