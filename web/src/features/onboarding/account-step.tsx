import type { FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, loginBody, registerBody } from '../../../../contract/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useFormFields } from '../../lib/use-form-fields.ts';
import { useAccountSubmit, type AfterSignIn } from './use-account-submit.ts';

export type AccountMode = 'register' | 'login';

type Field = 'email' | 'username' | 'password';
const FIELD_ORDER: readonly Field[] = ['email', 'username', 'password'];

const TEXT = {
  register: { title: 'Create Your Account', intro: 'One account to share your referral codes and claim other people’s.', submit: 'Create Account', busy: 'Creating Account...' },
  login: { title: 'Welcome Back', intro: 'Sign in to see your matches and referral codes.', submit: 'Sign In', busy: 'Signing In...' },
} as const;

type AccountStepProps = { mode: AccountMode; onSwitchMode: (mode: AccountMode) => void; afterSignIn?: AfterSignIn };

/** The account step (user-side.md §2 Step 3): sign up, or sign in in login mode. Checked with the server's own schemas. */
export function AccountStep({ mode, onSwitchMode, afterSignIn }: AccountStepProps) {
  const { values, field, showErrors, clearErrors } = useFormFields<Field>({ email: '', username: '', password: '' }, FIELD_ORDER);
  const { submit, busy } = useAccountSubmit(afterSignIn);
  const text = TEXT[mode];
  const registering = mode === 'register';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (registering) {
      const parsed = registerBody.safeParse(values);
      if (!parsed.success) return showErrors(event.currentTarget, parsed.error);
      clearErrors();
      void submit({ mode: 'register', body: parsed.data });
    } else {
      const parsed = loginBody.safeParse({ email: values.email, password: values.password });
      if (!parsed.success) return showErrors(event.currentTarget, parsed.error);
      clearErrors();
      void submit({ mode: 'login', body: parsed.data });
    }
  }

  function switchMode() {
    clearErrors();
    onSwitchMode(registering ? 'login' : 'register');
  }

  return (
    <section aria-labelledby="account-title" className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 id="account-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {text.title}
      </h1>
      <p className="mt-2 text-slate-600">{text.intro}</p>

      <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-5" aria-busy={busy}>
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...field('email')} />
        {registering && (
          <TextField
            label="Username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            hint="3 to 30 letters, digits, dots, hyphens or underscores."
            {...field('username')}
          />
        )}
        <TextField
          label="Password"
          type="password"
          autoComplete={registering ? 'new-password' : 'current-password'}
          required
          minLength={registering ? PASSWORD_MIN_LENGTH : undefined}
          hint={registering ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined}
          {...field('password')}
        />
        <Button type="submit" size="lg" disabled={busy} className="mt-1 w-full">
          {busy ? text.busy : text.submit}
        </Button>
      </form>

      <p className="mt-6 text-center text-sm text-slate-700">
        {registering ? 'Already have an account?' : 'New here?'}{' '}
        <button type="button" onClick={switchMode} className="rounded font-semibold text-indigo-700 underline-offset-2 hover:underline">
          {registering ? 'Sign in instead' : 'Create an account'}
        </button>
      </p>
    </section>
  );
}
