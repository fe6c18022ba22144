import type { FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, passwordChangeForm } from '../../../../contract/auth.ts';
import { ErrorAlert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useFormFields } from '../../lib/use-form-fields.ts';
import { useChangePassword } from './api/change-password.ts';
import { failureMessage } from './api/failure-message.ts';
import { PasswordField } from './password-field.tsx';

type Field = 'current_password' | 'new_password' | 'confirm_password';
const FIELD_ORDER: readonly Field[] = ['current_password', 'new_password', 'confirm_password'];
const EMPTY: Record<Field, string> = { current_password: '', new_password: '', confirm_password: '' };

/** The Security tab: current, new and confirmed password (user-side.md §5), the server's reason when it refuses. */
export function SecurityForm() {
  const { values, setValues, field, showErrors, clearErrors } = useFormFields<Field>(EMPTY, FIELD_ORDER);
  const change = useChangePassword();
  const failure = failureMessage(change.error);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passwordChangeForm.safeParse(values);
    if (!parsed.success) return showErrors(event.currentTarget, parsed.error);
    clearErrors();
    const { current_password, new_password } = parsed.data;
    change.mutate({ current_password, new_password }, { onSuccess: () => setValues(EMPTY) });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={change.isPending} className="flex max-w-lg flex-col gap-5">
      <PasswordField label="Current Password" autoComplete="current-password" required {...field('current_password')} />
      <PasswordField label="New Password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} {...field('new_password')} />
      <PasswordField label="Confirm New Password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} {...field('confirm_password')} />
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}
