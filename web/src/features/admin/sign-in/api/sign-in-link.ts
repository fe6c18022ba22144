import { useMutation } from '@tanstack/react-query';
import type { SignInLinkBody } from '#contract/auth/schema.ts';
import { api } from '#web/api/client.ts';
import type { AdminTokenResponse } from './login.ts';

/** Opens an administrator's sign-in link: the answer signs this browser in to the admin area, which the account trusts from then on. */
function openAdminSignInLink(body: SignInLinkBody): Promise<AdminTokenResponse> {
  return api.post<AdminTokenResponse>('/api/admin/sign-in-link', body, { errorToast: false, successToast: false });
}

export function useOpenAdminSignInLink() {
  return useMutation({ mutationFn: openAdminSignInLink, onSuccess: (session) => api.signInAdmin(session.access_token) });
}
