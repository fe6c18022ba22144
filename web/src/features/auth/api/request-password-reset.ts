import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PasswordResetRequestBody, detailBody } from '#contract/auth/schema.ts';
import { api } from '#web/api/client.ts';

/** The answer is the same whether or not an account uses the address: one sentence to show. */
type PasswordResetRequested = z.infer<typeof detailBody>;

/** Asks for a reset link; the form shows the answer and any refusal itself, so no toasts. */
function requestPasswordReset(body: PasswordResetRequestBody): Promise<PasswordResetRequested> {
  return api.post<PasswordResetRequested>('/api/auth/password-reset/request', body, { errorToast: false, successToast: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
