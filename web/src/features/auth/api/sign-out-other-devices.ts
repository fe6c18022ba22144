import type { z } from 'zod';
import type { signedOutOthers } from '#contract/auth/schema.ts';
import { api } from '#web/api/client.ts';
import { useTokenRenewingMutation } from '#web/api/renewed-token.ts';

type SignedOutOthers = z.infer<typeof signedOutOthers>;

/** The session layer toasts the answer's sentence, and a refusal. */
function signOutOtherDevices(): Promise<SignedOutOthers> {
  return api.post<SignedOutOthers>('/api/auth/sessions/sign-out-others');
}

/** Every other session ends; this device carries on with the new token it answers, as after a password change. */
export function useSignOutOtherDevices() {
  return useTokenRenewingMutation(signOutOtherDevices);
}
