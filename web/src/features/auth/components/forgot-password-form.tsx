import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { passwordResetRequestBody } from '#contract/auth/schema.ts';
import { failureMessage } from '#web/api/failure-message.ts';
import { ErrorAlert } from '#web/components/ui/alert.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { SIGN_IN_PATH } from '../logic/reset-paths.ts';
import { AuthCard } from './auth-card.tsx';

/**
 * Asks for a reset link. The answer is the same whether or not an account uses the address, and
 * replaces the form; a refusal (too many requests, an address the server will not take) is shown
 * above the button.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { field, handleSubmit } = useSchemaForm(passwordResetRequestBody, { email: initialEmail });
  const request = useRequestPasswordReset();
  const failure = failureMessage(request.error);
  const onSubmit = handleSubmit((body) => request.mutate(body));

  if (request.isSuccess) {
    return (
      <AuthCard title="Reset your password">
        <ResetLinkRequested detail={request.data.detail} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset your password" intro="Enter the email address you use to sign in, and we will send you a link to choose a new password.">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 flex flex-col gap-5" aria-busy={request.isPending}>
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...field('email')} />
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        <Button type="submit" size="lg" disabled={request.isPending} className="mt-1 w-full">
          {request.isPending ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-neutral-700">
        Remembered it?{' '}
        <Link to={SIGN_IN_PATH} className="rounded font-semibold text-brand-700 underline-offset-2 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}

/** The server's answer in place of the form; it takes focus, so it is read out where the button was. */
function ResetLinkRequested({ detail }: { detail: string }) {
  const noteRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => noteRef.current?.focus(), []);
  return (
    <div className="mt-6 flex flex-col gap-5">
      <p ref={noteRef} tabIndex={-1} className="rounded-lg border border-success-200 bg-success-50 px-4 py-3 text-success-900 focus:outline-none">
        {detail}
      </p>
      <ButtonLink to={SIGN_IN_PATH} variant="secondary" size="lg" className="w-full">
        Back to sign in
      </ButtonLink>
    </div>
  );
}
