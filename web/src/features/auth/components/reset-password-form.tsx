import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, RESET_LINK_UNUSABLE } from '#contract/auth/rules.ts';
import { passwordResetConfirmBody, resetToken } from '#contract/auth/schema.ts';
import { failureMessage } from '#web/api/failure-message.ts';
import { HttpError } from '#web/api/http.ts';
import { ErrorAlert, LoadingNote } from '#web/components/ui/alert.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { notify } from '#web/lib/toast.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useConfirmPasswordReset, useResetLinkCheck } from '../api/confirm-password-reset.ts';
import { FORGOT_PASSWORD_PATH } from '../logic/reset-paths.ts';
import { AuthCard } from './auth-card.tsx';
import { checkedForCommonness, warnOfCommonPassword } from '#web/api/password-check.ts';

export const PASSWORD_RESET_DONE = 'Your password has been changed';
export const PASSWORDS_DIFFER = 'New passwords do not match';

/** The server's body without the token (it comes from the link), and the confirmation, which must match. */
const newPasswordForm = passwordResetConfirmBody
  .omit({ token: true })
  .extend({ confirm_password: z.string() })
  .refine((form) => form.new_password === form.confirm_password, { message: PASSWORDS_DIFFER, path: ['confirm_password'] });

const EMPTY = { new_password: '', confirm_password: '' };
const TITLE = 'Choose a new password';

/**
 * Sets a new password with the token from the e-mailed link. Success signs the person in as signing
 * in does and goes to the dashboard; a link the server will not take (made up, used, expired,
 * replaced), or none at all, says so and leads to asking for a new one: checked when the screen
 * opens, before a password is typed, and again when it is sent.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const { field, handleSubmit, getValues, setError } = useSchemaForm(newPasswordForm, EMPTY);
  const warnIfCommon = warnOfCommonPassword({ getValues, setError }, 'new_password');
  const confirm = useConfirmPasswordReset();
  const link = resetToken.safeParse(token ?? '');
  // A used or expired link says so before any password is typed.
  const check = useResetLinkCheck(link.success ? link.data : null);
  const refusedEarly = check.error instanceof HttpError && check.error.status === 400;
  const refused = confirm.error instanceof HttpError && confirm.error.status === 400;
  const busy = confirm.isPending || confirm.isSuccess;

  if (!link.success || refused || refusedEarly) {
    return (
      <AuthCard title={TITLE}>
        <UnusableLink takeFocus={refused} />
      </AuthCard>
    );
  }
  if (check.isPending) {
    return (
      <AuthCard title={TITLE}>
        <div className="mt-6">
          <LoadingNote>Checking your link...</LoadingNote>
        </div>
      </AuthCard>
    );
  }

  const onSubmit = handleSubmit(({ new_password }) =>
    confirm.mutate(
      { token: link.data, new_password },
      {
        onSuccess: () => {
          notify.success(PASSWORD_RESET_DONE);
          navigate('/dashboard', { replace: true });
        },
      },
    ),
  );
  const failure = failureMessage(confirm.error);

  return (
    <AuthCard title={TITLE} intro="Once it is set, you are signed in here and signed out everywhere else.">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 flex flex-col gap-5" aria-busy={busy}>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters, and not a common password.`}
          {...checkedForCommonness(field('new_password'), warnIfCommon)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          {...field('confirm_password')}
        />
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        <Button type="submit" size="lg" disabled={busy} className="mt-1 w-full">
          {busy ? 'Setting...' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}

/** Why the link will not do and the way to another; after a refused submit it takes the focus the button had. */
function UnusableLink({ takeFocus }: { takeFocus: boolean }) {
  const noteRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) noteRef.current?.focus();
  }, [takeFocus]);
  return (
    <div ref={noteRef} tabIndex={-1} className="mt-6 flex flex-col gap-5 focus:outline-none">
      <ErrorAlert>{RESET_LINK_UNUSABLE}</ErrorAlert>
      <ButtonLink to={FORGOT_PASSWORD_PATH} size="lg" className="w-full">
        Ask for a new link
      </ButtonLink>
    </div>
  );
}
