import { passwordChangeForm } from '#contract/profile/schema.ts';
import { PASSWORD_MIN_LENGTH } from '#contract/auth/rules.ts';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useChangePassword } from '../api/change-password.ts';
import { FormEnd } from '#web/components/ui/form-end.tsx';
import { failureMessage } from '#web/api/failure-message.ts';
import { PasswordField } from './password-field.tsx';
import { checkedForCommonness, warnOfCommonPassword } from '#web/api/password-check.ts';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

/** The Security tab: current, new and confirmed password (user-side.md §5), the server's reason when it refuses. */
export function SecurityForm() {
  const { field, handleSubmit, reset, getValues, setError } = useSchemaForm(passwordChangeForm, EMPTY);
  const warnIfCommon = warnOfCommonPassword({ getValues, setError }, 'new_password');
  const change = useChangePassword();
  const failure = failureMessage(change.error);
  const onSubmit = handleSubmit(({ current_password, new_password }) => change.mutate({ current_password, new_password }, { onSuccess: () => reset(EMPTY) }));

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={change.isPending} className="flex max-w-lg flex-col gap-5">
      <PasswordField label="Current Password" autoComplete="current-password" required {...field('current_password')} />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        {...checkedForCommonness(field('new_password'), warnIfCommon)}
      />
      <PasswordField label="Confirm New Password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} {...field('confirm_password')} />
      <FormEnd failure={failure} pending={change.isPending} label="Change Password" pendingLabel="Changing..." />
    </form>
  );
}
