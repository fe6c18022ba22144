import { useState } from 'react';
import { adminUserUpdateBody, type AdminUser } from '#contract/admin/users/schema.ts';
import { useUpdateUser } from './api/update-user.ts';
import { endedSession } from '#web/api/session.ts';
import { ErrorAlert } from '#web/components/ui/alert.tsx';
import { Dialog, DialogActions } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { notify } from '#web/lib/toast.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { failureText } from '../shared/failure-text.ts';
import { CheckboxField, SelectField } from '../shared/form-controls.tsx';

const PLAN_OPTIONS = [
  { value: 'FREE', label: 'Free' },
  { value: 'PREMIUM', label: 'Premium' },
] as const;

const UPDATE_FAILED = 'Failed to update user';

function EditForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const update = useUpdateUser();
  const { field, register, handleSubmit } = useSchemaForm(adminUserUpdateBody, {
    email: user.email,
    subscription_status: user.subscription_status,
    is_active: user.is_active,
    is_admin: user.is_admin,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const selfHint = user.is_self ? 'You cannot take this away from your own account.' : undefined;

  const submit = handleSubmit((body) => {
    setProblem(null);
    update.mutate(
      { id: user.id, body },
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
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={update.isPending} className="flex flex-col gap-5">
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <TextField label="Email" type="email" autoComplete="off" required {...field('email')} />
      <SelectField label="Subscription status" options={PLAN_OPTIONS} {...register('subscription_status')} />
      <CheckboxField label="Account Active" disabled={user.is_self} hint={selfHint} {...register('is_active')} />
      <CheckboxField label="Admin Privileges" disabled={user.is_self} hint={selfHint} {...register('is_admin')} />
      <DialogActions onCancel={onClose} label="Save Changes" busyLabel="Saving..." busy={update.isPending} />
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
