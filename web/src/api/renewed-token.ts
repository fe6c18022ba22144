import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { sessionsQueryKey } from './query-keys.ts';

/**
 * A change that ends every other session of the account (a new password, Sign out of all other
 * devices): this device carries on with the new token the answer holds, and the list of sessions
 * asks again, since the others have ended and this one is new.
 */
export function useTokenRenewingMutation<Answer extends { access_token: string }, Body = void>(mutationFn: (body: Body) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (answer) => {
      api.signInUser(answer.access_token);
      await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}
