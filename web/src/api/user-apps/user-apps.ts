import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserApp } from '../../../../contract/apps.ts';
import { api } from '../client.ts';
import { useIsSignedIn } from '../use-session.ts';

export const userAppsQueryKey = ['user-apps'] as const;

/** The signed-in person's apps, each with its app embedded. Screens word a failure themselves. */
export function getUserApps(): Promise<UserApp[]> {
  return api.get<UserApp[]>('/api/user-apps', { errorToast: false });
}

export function userAppsQueryOptions() {
  return queryOptions({ queryKey: userAppsQueryKey, queryFn: getUserApps });
}

/** Asks only while a user token is stored. */
export function useUserApps() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...userAppsQueryOptions(), enabled: signedIn });
}
