import { useState, type FormEvent } from 'react';
import { adminUserUpdateBody, type AdminUser } from '../../../../../contract/admin-users.ts';
import { useUpdateUser } from '../../../api/admin/update-user.ts';
import { endedSession } from '../../../api/session.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { fieldErrorsOf, focusField } from '../../../lib/field-errors.ts';
import { notify } from '../../../lib/toast.tsx';
import { failureText } from '../shared/failure-text.ts';
import { CheckboxField, SelectField } from '../shared/form-controls.tsx';

const PLAN_OPTIONS = [
  { value: 'FREE', label: 'Free' },
  { value: 'PREMIUM', label: 'Premium' },
] as const;

const UPDATE_FAILED = 'Failed to update user';

function EditForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const update = useUpdateUser();
  const [values, setValues] = useState({ email: user.email, subscription_status: user.subscription_status, is_active: user.is_active, is_admin: user.is_admin });
  const [emailError, setEmailError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const selfHint = user.is_self ? 'You cannot take this away from your own account.' : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = adminUserUpdateBody.safeParse(values);
    if (!parsed.success) {
      setEmailError(fieldErrorsOf<'email'>(parsed.error).email);
      focusField(event.currentTarget, 'email');
      return;
    }
    setProblem(null);
    update.mutate(
      { id: user.id, body: parsed.data },
      {
        onSuccess: () => {
          notify.success('User updated successfully');
          onClose();
        },
        onError: (error) => {
          if (endedSession(error)) return;
          notify.error(UPDATE_FAILED);
          const reason = failureText(error, UPDATE_FAILED);
          if (reason !== UPDATE_FAILED) setProblem(reason);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={update.isPending} className="flex flex-col gap-5">
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="off"
        required
        value={values.email}
        error={emailError}
        onChange={(event) => {
          setValues({ ...values, email: event.target.value });
          setEmailError(undefined);
        }}
      />
      <SelectField
        label="Subscription status"
        name="subscription_status"
        options={PLAN_OPTIONS}
        value={values.subscription_status}
        onChange={(event) => setValues({ ...values, subscription_status: event.target.value as AdminUser['subscription_status'] })}
      />
      <CheckboxField label="Account Active" name="is_active" checked={values.is_active} disabled={user.is_self} hint={selfHint} onChange={(is_active) => setValues({ ...values, is_active })} />
      <CheckboxField label="Admin Privileges" name="is_admin" checked={values.is_admin} disabled={user.is_self} hint={selfHint} onChange={(is_admin) => setValues({ ...values, is_admin })} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}

type UserEditDialogProps = { user: AdminUser | null; onClose: () => void };

/** The edit modal: e-mail, Free or Premium, Account Active and Admin Privileges (admin-side.md §5). */
export function UserEditDialog({ user, onClose }: UserEditDialogProps) {
  return (
    <Dialog open={user !== null} onClose={onClose} title="Edit user" description={user ? <span className="break-all">{user.email}</span> : undefined}>
      {user && <EditForm key={user.id} user={user} onClose={onClose} />}
    </Dialog>
  );
}
