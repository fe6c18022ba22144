import type { PasswordResetConfirmBody, TokenResponse } from '#contract/auth/schema.ts';
import { api } from '#web/api/client.ts';
import { useSigningInMutation } from './login.ts';

/** Sets the new password; the answer signs the person in, as signing in does (every other session has ended). */
export function confirmPasswordReset(body: PasswordResetConfirmBody): Promise<TokenResponse> {
  return api.post<TokenResponse>('/api/auth/password-reset/confirm', body, { errorToast: false });
}

export function useConfirmPasswordReset() {
  return useSigningInMutation(confirmPasswordReset);
}
