import { useQuery } from '@tanstack/react-query';
import type { PasswordResetConfirmBody, TokenResponse } from '#contract/auth/schema.ts';
import { api } from '#web/api/client.ts';
import { useSigningInMutation } from './login.ts';

/** Sets the new password; the answer signs the person in, as signing in does (every other session has ended). */
function confirmPasswordReset(body: PasswordResetConfirmBody): Promise<TokenResponse> {
  return api.post<TokenResponse>('/api/auth/password-reset/confirm', body, { errorToast: false });
}

export function useConfirmPasswordReset() {
  return useSigningInMutation(confirmPasswordReset);
}

/** Whether the link can still be used, asked once when the screen opens (without using it): 400 when it is used, expired or replaced. */
export function useResetLinkCheck(token: string | null) {
  return useQuery({
    queryKey: ['password-reset-link', token],
    queryFn: () => api.post<{ detail: string }>('/api/auth/password-reset/check', { token }, { errorToast: false, successToast: false }),
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
