import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { api } from './client.ts';
import { useIsSignedIn } from './use-session.ts';

/**
 * A list the signed-in person reads: GET `path` under `queryKey`, asked only while a user token is
 * stored. Screens word a failure themselves, so the session layer shows no toast for it.
 */
export function signedInList<Item>(queryKey: QueryKey, path: string) {
  const get = () => api.get<Item[]>(path, { errorToast: false });
  const options = () => queryOptions({ queryKey, queryFn: get });
  function useList() {
    const signedIn = useIsSignedIn();
    return useQuery({ ...options(), enabled: signedIn });
  }
  return { get, options, useList };
}
