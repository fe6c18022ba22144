/** Where the password-reset screens live, and how the sign-in form hands the email typed so far to the first. */
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const SIGN_IN_PATH = '/onboarding?mode=login';

/** The router state the sign-in form's "Forgot your password?" link carries: kept out of the address, unlike a query. */
export type ForgotPasswordState = { email: string };

export function forgotPasswordState(email: string): ForgotPasswordState | undefined {
  const typed = email.trim();
  return typed ? { email: typed } : undefined;
}

/** The email a visit to the forgot-password screen brought with it, or ''. */
export function carriedEmail(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  return typeof state.email === 'string' ? state.email : '';
}
