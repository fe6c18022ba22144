import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { api } from './client.ts';
import { useIsSignedIn } from './use-session.ts';

/**
 * A list the signed-in person reads: GET `path` (with `query`) under `queryKey`, asked only while a
 * user token is stored. Screens word a failure themselves, so the session layer shows no toast for it.
 */
export function signedInList<Item>(queryKey: QueryKey, path: string, query?: Record<string, string | number>) {
  const get = () => api.get<Item[]>(path, { query, errorToast: false });
  const options = () => queryOptions({ queryKey, queryFn: get });
  function useList() {
    const signedIn = useIsSignedIn();
    return useQuery({ ...options(), enabled: signedIn });
  }
  return { get, options, useList };
}
