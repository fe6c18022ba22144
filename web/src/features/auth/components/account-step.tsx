import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { loginBody, registerBody } from '#contract/auth/schema.ts';
import { z } from 'zod';
import { ELIGIBILITY_LABEL, ELIGIBILITY_REQUIRED, PASSWORD_MIN_LENGTH } from '#contract/auth/rules.ts';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { checkedForCommonness, warnOfCommonPassword } from '#web/api/password-check.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useAccountSubmit, type AccountSubmission, type AfterSignIn } from '../hooks/use-account-submit.ts';
import { FORGOT_PASSWORD_PATH, forgotPasswordState } from '../logic/reset-paths.ts';
import { AuthCard } from './auth-card.tsx';
import { SignUpAgreement } from './sign-up-agreement.tsx';

export type AccountMode = 'register' | 'login';

const EMPTY = { email: '', username: '', password: '', eligibility_confirmed: false };

/** The server's own schemas, each turning the form into what the submit sends; the form asks for the eligibility the API leaves optional. */
const SCHEMAS = {
  register: registerBody
    .extend({ eligibility_confirmed: z.literal(true, { error: ELIGIBILITY_REQUIRED }) })
    .transform((body): AccountSubmission => ({ mode: 'register', body })),
  login: loginBody.transform((body): AccountSubmission => ({ mode: 'login', body })),
};

const TEXT = {
  register: {
    title: 'Create Your Account',
    intro: 'One account to share your referral codes and claim other people’s.',
    submit: 'Create Account',
    busy: 'Creating Account...',
  },
  login: { title: 'Welcome Back', intro: 'Sign in to see your matches and referral codes.', submit: 'Sign In', busy: 'Signing In...' },
} as const;

type AccountStepProps = { mode: AccountMode; onSwitchMode: (mode: AccountMode) => void; afterSignIn?: AfterSignIn };

/** The account step (user-side.md §2 Step 3): sign up, or sign in in login mode. Checked with the server's own schemas. */
export function AccountStep({ mode, onSwitchMode, afterSignIn }: AccountStepProps) {
  const registering = mode === 'register';
  const { field, handleSubmit, clearErrors, control, setError, getValues, getFieldState, formState } = useSchemaForm(SCHEMAS[mode], EMPTY);
  const warnIfCommon = warnOfCommonPassword({ getValues, setError }, 'password');
  const email = useWatch({ control, name: 'email' });
  const { submit, busy } = useAccountSubmit(afterSignIn, ({ field: refused, message }) => setError(refused, { message }, { shouldFocus: true }));
  // The address is someone's account already: the way on is to sign in, or to reset its password.
  const emailTaken = registering && /already exists/.test(getFieldState('email', formState).error?.message ?? '');
  const text = TEXT[mode];
  const onSubmit = handleSubmit((submission) => void submit(submission));

  function switchMode() {
    clearErrors();
    onSwitchMode(registering ? 'login' : 'register');
  }

  return (
    <AuthCard title={text.title} intro={text.intro}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 flex flex-col gap-5" aria-busy={busy}>
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...field('email')} />
        {emailTaken && (
          <p className="-mt-3 text-sm text-neutral-700">
            <button type="button" onClick={switchMode} className="rounded font-semibold text-brand-700 underline underline-offset-2">
              Sign in instead
            </button>{' '}
            or{' '}
            <Link to={FORGOT_PASSWORD_PATH} state={forgotPasswordState(email)} className="rounded font-semibold text-brand-700 underline underline-offset-2">
              reset your password
            </Link>
            .
          </p>
        )}
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
          hint={registering ? `At least ${PASSWORD_MIN_LENGTH} characters, and not a common password.` : undefined}
          {...checkedForCommonness(field('password'), registering ? warnIfCommon : null)}
        />
        {!registering && (
          // The email typed so far goes along, so it need not be typed twice.
          <Link
            to={FORGOT_PASSWORD_PATH}
            state={forgotPasswordState(email)}
            className="-mt-3 self-end rounded py-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Forgot your password?
          </Link>
        )}
        {registering && <CheckboxField label={ELIGIBILITY_LABEL} required {...field('eligibility_confirmed')} />}
        <Button type="submit" size="lg" disabled={busy} className="mt-1 w-full">
          {busy ? text.busy : text.submit}
        </Button>
        {registering && <SignUpAgreement />}
      </form>

      <p className="mt-6 text-center text-sm text-neutral-700">
        {registering ? 'Already have an account?' : 'New here?'}{' '}
        <button type="button" onClick={switchMode} className="rounded font-semibold text-brand-700 underline-offset-2 hover:underline">
          {registering ? 'Sign in instead' : 'Create an account'}
        </button>
      </p>
    </AuthCard>
  );
}
