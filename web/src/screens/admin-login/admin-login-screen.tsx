import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { OTP_REQUIRED } from '#contract/admin/rules.ts';
import { adminLoginBody, type AdminLoginHint } from '#contract/admin/schema.ts';
import { useAdminLogin } from '#web/features/admin/sign-in/api/login.ts';
import { HttpError } from '#web/api/http.ts';
import { errorMessageOf } from '#web/api/session-rules.ts';
import { MAIN_ID, SkipLink } from '#web/components/layout/skip-link.tsx';
import { ErrorAlert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { AdminBrand } from '#web/components/ui/logo.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { DevelopmentHint } from './development-hint.tsx';

/** Where an administrator who must set up a second factor goes after signing in. */
const SET_UP_SECOND_FACTOR = '/admin/dashboard?tab=settings#second-factor';

/**
 * admin-side.md §8: the two sentences this screen may show; and, when sign-in waits after too many
 * failures (a case the spec does not name), the server's own sentence, which says a sign-in link is
 * on its way to the account's address.
 */
function failureMessage(error: unknown): string {
  if (asksForCode(error)) return OTP_REQUIRED;
  if (error instanceof HttpError && error.status === 401) return 'Invalid admin credentials';
  if (error instanceof HttpError && error.status === 429) return errorMessageOf(error);
  return 'Login failed. Please try again.';
}

/** The password was right, and the account's second factor is on: the code is asked for next. */
function asksForCode(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401 && errorMessageOf(error) === OTP_REQUIRED;
}

/**
 * The administrator sign-in, at /admin and at /admin/login (where an ended admin session lands).
 * With a second factor on, the server answers the password with a request for the code, and the
 * form then asks for it too (docs/decisions/admin.md, "A second factor"). An administrator who must
 * set one up (production, none yet) lands on the settings tab, where it is set up.
 */
export function AdminLoginScreen() {
  useDocumentTitle('Admin Login');
  const navigate = useNavigate();
  const adminLogin = useAdminLogin();
  const { field, handleSubmit, reset, setFocus } = useSchemaForm(adminLoginBody, { username: '', password: '', otp: '' });
  // Once asked for, the code stays asked for: the next try sends it.
  const [codeAsked, setCodeAsked] = useState(false);
  useEffect(() => {
    if (codeAsked) setFocus('otp');
  }, [codeAsked, setFocus]);
  const onSubmit = handleSubmit(({ otp, ...credentials }) =>
    adminLogin.mutate(codeAsked && otp ? { ...credentials, otp } : credentials, {
      onSuccess: (session) => navigate(session.second_factor.setup_required ? SET_UP_SECOND_FACTOR : '/admin/dashboard', { replace: true }),
      onError: (error) => {
        if (asksForCode(error)) setCodeAsked(true);
      },
    }),
  );

  function fillFromHint(hint: AdminLoginHint) {
    reset({ username: hint.username, password: hint.password });
  }

  const busy = adminLogin.isPending || adminLogin.isSuccess;

  return (
    <div className="flex min-h-dvh flex-col bg-neutral-100">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-md flex-wrap items-center justify-between gap-3 px-4 pt-8">
        <AdminBrand />
        <Link to="/" className="rounded text-sm font-semibold text-brand-700 hover:underline">
          Back to Home
        </Link>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 flex-col items-center px-4 pt-6 pb-16 focus:outline-none">
        <section aria-labelledby="admin-login-title" className="w-full max-w-md rounded-2xl border border-neutral-200 bg-surface p-6 shadow-sm sm:p-8">
          <h1 id="admin-login-title" className="text-2xl font-bold tracking-tight text-neutral-900">
            Admin Login
          </h1>
          <p className="mt-2 text-neutral-600">For staff who run the catalogue, the settings and the accounts.</p>

          <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 flex flex-col gap-5" aria-busy={busy}>
            {adminLogin.isError && <ErrorAlert>{failureMessage(adminLogin.error)}</ErrorAlert>}
            <TextField label="Username" type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} required {...field('username')} />
            <TextField label="Password" type="password" autoComplete="current-password" required {...field('password')} />
            {codeAsked && (
              <TextField
                label="Authentication code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                autoCapitalize="none"
                spellCheck={false}
                hint="The 6-digit code your authenticator app shows now, or one of your recovery codes."
                {...field('otp')}
              />
            )}
            <Button type="submit" size="lg" disabled={busy} className="w-full">
              {busy ? 'Signing In...' : 'Sign In'}
            </Button>
          </form>

          <DevelopmentHint onUse={fillFromHint} />
        </section>
      </main>
    </div>
  );
}
