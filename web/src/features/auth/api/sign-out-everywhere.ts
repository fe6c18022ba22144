import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { detailBody } from '#contract/auth/schema.ts';
import { api } from '#web/api/client.ts';

type SignedOutEverywhere = z.infer<typeof detailBody>;

/** The session layer toasts the answer's sentence; a refusal is shown in the confirmation dialog, above which a toast would be hidden. */
function signOutEverywhere(): Promise<SignedOutEverywhere> {
  return api.post<SignedOutEverywhere>('/api/auth/logout-everywhere', undefined, { errorToast: false });
}

/** Every session ends, this one too: signs out here as Logout does (clears the token, tells every tab, goes to '/'). */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere, onSuccess: () => api.signOutUser() });
}
