import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { adminLoginBody } from '../../../../contract/admin.ts';
import type { AdminLoginHint } from '../../../../contract/admin-login-hint.ts';
import { useAdminLogin } from '../../api/admin/login.ts';
import { HttpError } from '../../api/http.ts';
import { MAIN_ID, SkipLink } from '../../components/layout/skip-link.tsx';
import { ErrorAlert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { AdminBrand } from '../../components/ui/logo.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useFormFields } from '../../lib/use-form-fields.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DevelopmentHint } from './development-hint.tsx';

type Field = 'username' | 'password';
const FIELD_ORDER: readonly Field[] = ['username', 'password'];

/** admin-side.md §8: the two sentences this screen may show. */
function failureMessage(error: unknown): string {
  return error instanceof HttpError && error.status === 401 ? 'Invalid admin credentials' : 'Login failed. Please try again.';
}

/** The administrator sign-in, at /admin and at /admin/login (where an ended admin session lands). */
export function AdminLoginPage() {
  useDocumentTitle('Admin Login');
  const navigate = useNavigate();
  const adminLogin = useAdminLogin();
  const { setValues, values, field, showErrors, clearErrors } = useFormFields<Field>({ username: '', password: '' }, FIELD_ORDER);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = adminLoginBody.safeParse(values);
    if (!parsed.success) return showErrors(event.currentTarget, parsed.error);
    clearErrors();
    adminLogin.mutate(parsed.data, { onSuccess: () => navigate('/admin/dashboard', { replace: true }) });
  }

  function fillFromHint(hint: AdminLoginHint) {
    setValues({ username: hint.username, password: hint.password });
    clearErrors();
  }

  const busy = adminLogin.isPending || adminLogin.isSuccess;

  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-md flex-wrap items-center justify-between gap-3 px-4 pt-8">
        <AdminBrand />
        <Link to="/" className="rounded text-sm font-semibold text-indigo-700 hover:underline">
          Back to Home
        </Link>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 flex-col items-center px-4 pt-6 pb-16 focus:outline-none">
        <section aria-labelledby="admin-login-title" className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 id="admin-login-title" className="text-2xl font-bold tracking-tight text-slate-900">
            Admin Login
          </h1>
          <p className="mt-2 text-slate-600">For staff who run the catalogue, the settings and the accounts.</p>

          <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-5" aria-busy={busy}>
            {adminLogin.isError && <ErrorAlert>{failureMessage(adminLogin.error)}</ErrorAlert>}
            <TextField label="Username" type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} required {...field('username')} />
            <TextField label="Password" type="password" autoComplete="current-password" required {...field('password')} />
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
