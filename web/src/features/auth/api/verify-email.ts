import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { VerifyEmailBody, detailBody } from '#contract/auth/schema.ts';
import { api } from '#web/api/client.ts';
import { meQueryKey } from '#web/api/query-keys.ts';

/** What opening the link did, in one sentence: the address is verified, or is now the new one. */
type EmailVerified = z.infer<typeof detailBody>;

/** Opens a verification link (no sign-in needed); the screen shows the answer and any refusal itself, so no toasts. */
function verifyEmail(body: VerifyEmailBody): Promise<EmailVerified> {
  return api.post<EmailVerified>('/api/auth/verify-email', body, { errorToast: false, successToast: false });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // Whatever the link did, the signed-in account may have changed: the banner and the profile ask again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
