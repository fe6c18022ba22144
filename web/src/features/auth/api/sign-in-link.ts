import type { SignInLinkBody, TokenResponse } from '#contract/auth/schema.ts';
import { api } from '#web/api/client.ts';
import { useSigningInMutation } from './login.ts';

/** Opens a sign-in link (sent while the account refuses unknown browsers): the answer signs this browser in, which the account trusts from then on. */
function openSignInLink(body: SignInLinkBody): Promise<TokenResponse> {
  return api.post<TokenResponse>('/api/auth/sign-in-link', body, { errorToast: false, successToast: false });
}

export function useOpenSignInLink() {
  return useSigningInMutation(openSignInLink);
}
