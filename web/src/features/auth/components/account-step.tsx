import { loginBody, registerBody } from '#contract/auth/schema.ts';
import { PASSWORD_MIN_LENGTH } from '#contract/auth/rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useAccountSubmit, type AccountSubmission, type AfterSignIn } from '../hooks/use-account-submit.ts';

export type AccountMode = 'register' | 'login';

const EMPTY = { email: '', username: '', password: '' };

/** The server's own schemas, each turning the form into what the submit sends. */
const SCHEMAS = {
  register: registerBody.transform((body): AccountSubmission => ({ mode: 'register', body })),
  login: loginBody.transform((body): AccountSubmission => ({ mode: 'login', body })),
};

const TEXT = {
  register: { title: 'Create Your Account', intro: 'One account to share your referral codes and claim other people’s.', submit: 'Create Account', busy: 'Creating Account...' },
  login: { title: 'Welcome Back', intro: 'Sign in to see your matches and referral codes.', submit: 'Sign In', busy: 'Signing In...' },
} as const;

type AccountStepProps = { mode: AccountMode; onSwitchMode: (mode: AccountMode) => void; afterSignIn?: AfterSignIn };

/** The account step (user-side.md §2 Step 3): sign up, or sign in in login mode. Checked with the server's own schemas. */
export function AccountStep({ mode, onSwitchMode, afterSignIn }: AccountStepProps) {
  const { field, handleSubmit, clearErrors } = useSchemaForm(SCHEMAS[mode], EMPTY);
  const { submit, busy } = useAccountSubmit(afterSignIn);
  const text = TEXT[mode];
  const registering = mode === 'register';
  const onSubmit = handleSubmit((submission) => void submit(submission));

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

      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 flex flex-col gap-5" aria-busy={busy}>
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
