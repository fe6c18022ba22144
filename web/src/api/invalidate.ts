import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Marks every query under these keys stale (refetching those on screen), and settles when they have. */
export function invalidate(queryClient: QueryClient, ...keys: QueryKey[]): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
