import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '#contract/auth/schema.ts';
import { api } from './client.ts';
import { useIsSignedIn } from './use-session.ts';
import { meQueryKey } from './query-keys.ts';

function getMe(): Promise<User> {
  return api.get<User>('/api/auth/me');
}

export function meQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 });
}

/** The signed-in user; asks only while a user token is stored, so signing out never triggers a 401. */
export function useMe() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...meQueryOptions(), enabled: signedIn });
}

/** The signed-in user's username as already read (the header reads it), without asking for it: null until then. */
export function useKnownUsername(): string | null {
  return useQuery({ ...meQueryOptions(), enabled: false }).data?.username ?? null;
}
