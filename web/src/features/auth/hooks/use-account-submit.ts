import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PASSWORD_TOO_COMMON } from '#contract/auth/rules.ts';
import type { LoginBody, RegisterBody } from '#contract/auth/schema.ts';
import { api } from '#web/api/client.ts';
import { useLogin } from '../api/login.ts';
import { useRegister } from '../api/register.ts';
import { errorMessageOf } from '#web/api/session-rules.ts';
import { HttpError } from '#web/api/http.ts';
import { notify } from '#web/lib/toast.tsx';
import { signedInMessage, type SavedChoices } from '../logic/signed-in-message.ts';

export type AccountSubmission = { mode: 'register'; body: RegisterBody } | { mode: 'login'; body: LoginBody };

/** A registration refused for one field (the address or the username is someone's already, the password too common): said on that field. */
export type RefusedField = { field: 'email' | 'username' | 'password'; message: string };

/** Runs once signed in, before leaving: what it saved, or null to keep the person on the screen (it has said why). */
export type AfterSignIn = () => Promise<SavedChoices | null>;

/**
 * Registers (when signing up) and then signs in with the same email and password; then saves what
 * onboarding collected (`afterSignIn`), says so in a toast and goes to the screen the person was sent
 * away from, else the dashboard. The session layer stays quiet on these calls, so failures are
 * toasted here (user-side.md §8).
 */
export function useAccountSubmit(afterSignIn?: AfterSignIn, onRefused?: (refused: RefusedField) => void) {
  const register = useRegister();
  const login = useLogin();
  const navigate = useNavigate();
  // One flag across every call, so the button does not flicker between them.
  const [busy, setBusy] = useState(false);
  // An account created on an earlier attempt whose sign-in then failed is not registered twice.
  const registeredEmail = useRef<string | null>(null);

  async function submit(submission: AccountSubmission): Promise<void> {
    setBusy(true);
    if (submission.mode === 'register' && registeredEmail.current !== submission.body.email) {
      try {
        await register.mutateAsync(submission.body);
        registeredEmail.current = submission.body.email;
      } catch (error) {
        const message = errorMessageOf(error, 'Registration failed');
        // An address or username in use is said on its own field, with the ways on (sign in, reset the password); so is a common password.
        if (error instanceof HttpError && error.status === 409 && onRefused) onRefused({ field: /username/i.test(message) ? 'username' : 'email', message });
        else if (error instanceof HttpError && message === PASSWORD_TOO_COMMON && onRefused) onRefused({ field: 'password', message });
        else notify.error(message);
        setBusy(false);
        return;
      }
    }
    try {
      await login.mutateAsync({ email: submission.body.email, password: submission.body.password });
    } catch (error) {
      notify.error(errorMessageOf(error, 'Login failed'));
      setBusy(false);
      return;
    }
    const saved = afterSignIn ? await afterSignIn() : { chosen: 0, links: 0 };
    if (!saved) {
      setBusy(false);
      return;
    }
    const message = signedInMessage(submission.mode, saved);
    if (message) notify.success(message);
    navigate(api.takeRedirectAfterLogin() ?? '/dashboard', { replace: true });
  }

  return { submit, busy };
}
