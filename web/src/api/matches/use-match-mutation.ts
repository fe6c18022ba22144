import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referralCodesQueryKey } from '../referral-codes/keys.ts';
import { matchesQueryKey } from './keys.ts';

/**
 * A change to one match. Failures are silent (user-side.md §8), but the screen must not go on
 * showing what the server refused: whatever the outcome, matches and codes are read again.
 */
export function useMatchMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matchesQueryKey }),
        queryClient.invalidateQueries({ queryKey: referralCodesQueryKey }),
      ]),
  });
}
