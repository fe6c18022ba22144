import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordChangeBody, PasswordChangeResponse } from '#contract/profile/schema.ts';
import { api } from '#web/api/client.ts';
import { sessionsQueryKey } from '#web/api/query-keys.ts';

/**
 * Success is toasted by the session layer from the answer's message; failures are shown by the form.
 * The change ends every other session, so this browser carries on with the new token it answers.
 */
export function changePassword(body: PasswordChangeBody): Promise<PasswordChangeResponse> {
  return api.put<PasswordChangeResponse>('/api/auth/password', body, { errorToast: false });
}

/** The list of sessions beside the form changes with it: the others have ended, and this device's session is a new one. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (answer) => {
      api.signInUser(answer.access_token);
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}
