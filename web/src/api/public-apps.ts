import { queryOptions, useQuery } from '@tanstack/react-query';
import type { App } from '#contract/apps/schema.ts';
import { api } from './client.ts';
import { publicAppsQueryKey } from './query-keys.ts';

/**
 * The catalogue of open apps. The session layer adds the cache-busting timestamp and no-cache
 * headers. Screens word a failure themselves (onboarding: "Failed to load apps"; the dashboard
 * only logs it), so the session layer does not toast it.
 */
export function getPublicApps(): Promise<App[]> {
  return api.get<App[]>('/api/public/apps', { errorToast: false });
}

export function publicAppsQueryOptions() {
  return queryOptions({ queryKey: publicAppsQueryKey, queryFn: getPublicApps });
}

export function usePublicApps() {
  return useQuery(publicAppsQueryOptions());
}
