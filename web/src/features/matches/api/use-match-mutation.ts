import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey, referralCodesQueryKey, subscriptionStatusQueryKey, matchesQueryKey } from '#web/api/query-keys.ts';
import { invalidate } from '#web/api/invalidate.ts';

/**
 * A change to one match. Failures are silent (user-side.md §8), but the screen must not go on
 * showing what the server refused: whatever the outcome, matches and codes are read again, and the
 * plan counter too (a claim cancelled before sign-up gives its match back to the plan).
 */
export function useMatchMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => invalidate(queryClient, matchesQueryKey, referralCodesQueryKey, meQueryKey, subscriptionStatusQueryKey),
  });
}
