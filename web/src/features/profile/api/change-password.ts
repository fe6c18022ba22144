import type { PasswordChangeBody, PasswordChangeResponse } from '#contract/profile/schema.ts';
import { api } from '#web/api/client.ts';
import { useTokenRenewingMutation } from '#web/api/renewed-token.ts';

/**
 * Success is toasted by the session layer from the answer's message; failures are shown by the form.
 * The change ends every other session, so this browser carries on with the new token it answers.
 */
function changePassword(body: PasswordChangeBody): Promise<PasswordChangeResponse> {
  return api.put<PasswordChangeResponse>('/api/auth/password', body, { errorToast: false });
}

export function useChangePassword() {
  return useTokenRenewingMutation(changePassword);
}
