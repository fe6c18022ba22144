import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { HttpError } from './http.ts';
import { invalidate } from './invalidate.ts';

/**
 * What a change shows before the server answers: every cached query under `queryKey`, drawn as
 * `update` makes it. Only for changes whose failure the spec lets simply revert (a toast at most).
 */
export type OptimisticView<Variables> = { queryKey: QueryKey; update: (data: never, variables: Variables) => unknown };

/** A view of one kind of data (the queries under `queryKey` all hold a `Data`). */
export function optimisticView<Data, Variables>(queryKey: QueryKey, update: (data: Data, variables: Variables) => Data): OptimisticView<Variables> {
  return { queryKey, update };
}

type Refreshes<Variables> = {
  /** What the change makes stale: refreshed once it succeeds. */
  onSuccess?: QueryKey[];
  /** What may have changed whether or not it succeeded (a refusal can mean the screen is out of date). */
  onSettled?: QueryKey[];
  /** A 409 means someone acted first: these refresh so the screen shows what they did. */
  onConflict?: QueryKey[];
  /**
   * Shown at once: the cached data takes the change before the server answers, takes back what it
   * held if the change fails, and is read again once it settles (list these under `onSettled` too).
   */
  optimistic?: OptimisticView<Variables>[];
};

/** What a change says when it is done or has failed (toasts), beside what it refreshes. */
type Outcomes<Result, Variables> = {
  onSuccess?: (result: Result, variables: Variables) => void;
  onError?: (error: Error, variables: Variables) => void;
};

type Snapshot = [QueryKey, unknown][];

/** Draws each view's change into the cache, after stopping reads that would overwrite it; answers what was there. */
async function showAtOnce<Variables>(queryClient: QueryClient, views: OptimisticView<Variables>[], variables: Variables): Promise<Snapshot> {
  await Promise.all(views.map(({ queryKey }) => queryClient.cancelQueries({ queryKey })));
  const before = views.flatMap(({ queryKey }) => queryClient.getQueriesData({ queryKey }));
  for (const { queryKey, update } of views) {
    queryClient.setQueriesData({ queryKey }, (data: unknown) => (data === undefined ? data : update(data as never, variables)));
  }
  return before;
}

/** A change that leaves other screens' data stale, and says which; optionally shown before the server answers. */
export function useRefreshingMutation<Result, Variables = void>(
  mutationFn: (variables: Variables) => Promise<Result>,
  refreshes: Refreshes<Variables>,
  outcomes: Outcomes<Result, Variables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (variables: Variables) => ({ before: refreshes.optimistic ? await showAtOnce(queryClient, refreshes.optimistic, variables) : [] }),
    onSuccess: (result, variables) => {
      outcomes.onSuccess?.(result, variables);
      return invalidate(queryClient, ...(refreshes.onSuccess ?? []));
    },
    onSettled: () => invalidate(queryClient, ...(refreshes.onSettled ?? [])),
    onError: (error, variables, context) => {
      for (const [queryKey, data] of context?.before ?? []) queryClient.setQueryData(queryKey, data);
      outcomes.onError?.(error, variables);
      if (refreshes.onConflict && error instanceof HttpError && error.status === 409) void invalidate(queryClient, ...refreshes.onConflict);
    },
  });
}
