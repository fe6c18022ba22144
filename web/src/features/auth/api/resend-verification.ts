import type { z } from 'zod';
import type { detailBody } from '#contract/auth/schema.ts';
import { api } from '#web/api/client.ts';
import { meQueryKey } from '#web/api/query-keys.ts';
import { useRefreshingMutation } from '#web/api/refreshing-mutation.ts';

type VerificationSent = z.infer<typeof detailBody>;

/**
 * Sends the signed-in person a new verification link (to the new address they asked for, if any).
 * The session layer toasts the answer's sentence, and a refusal (three an hour, nothing to verify).
 */
function resendVerification(): Promise<VerificationSent> {
  return api.post<VerificationSent>('/api/auth/verify-email/resend');
}

export function useResendVerification() {
  // "Already verified": the link was opened elsewhere, so the account shown here is out of date.
  return useRefreshingMutation(resendVerification, { onConflict: [meQueryKey] });
}
