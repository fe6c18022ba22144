import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { HttpError } from './http.ts';
import { invalidate } from './invalidate.ts';

type Refreshes = {
  /** What the change makes stale: refreshed once it succeeds. */
  onSuccess?: QueryKey[];
  /** What may have changed whether or not it succeeded (a refusal can mean the screen is out of date). */
  onSettled?: QueryKey[];
  /** A 409 means someone acted first: these refresh so the screen shows what they did. */
  onConflict?: QueryKey[];
};

/** A change that leaves other screens' data stale, and says which. */
export function useRefreshingMutation<Result, Variables = void>(mutationFn: (variables: Variables) => Promise<Result>, refreshes: Refreshes) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidate(queryClient, ...(refreshes.onSuccess ?? [])),
    onSettled: () => invalidate(queryClient, ...(refreshes.onSettled ?? [])),
    onError: (error) => {
      if (refreshes.onConflict && error instanceof HttpError && error.status === 409) void invalidate(queryClient, ...refreshes.onConflict);
    },
  });
}
