import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Marks every query under these keys stale (refetching those on screen), and settles when they have.
 * A first read still under way (no answer yet) began before the change and may answer what was
 * there before it; TanStack would let the refetch join it, so it is called off first and the read
 * starts again after the change.
 */
export async function invalidate(queryClient: QueryClient, ...keys: QueryKey[]): Promise<unknown> {
  const unanswered = (query: { state: { data: unknown; fetchStatus: string } }) => query.state.data === undefined && query.state.fetchStatus === 'fetching';
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey, predicate: unanswered })));
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
