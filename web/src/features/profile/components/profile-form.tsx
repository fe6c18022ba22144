import { useEffect, type ReactNode } from 'react';
import type { User } from '#contract/auth/schema.ts';
import { profileBody } from '#contract/profile/schema.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { notify } from '#web/lib/toast.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { FormEnd } from '#web/components/ui/form-end.tsx';
import { failureMessage } from '#web/api/failure-message.ts';

const pendingEmailNote = (address: string) => `Waiting for confirmation: we sent a link to ${address}. Your address changes when you open it.`;

type ProfileFormProps = {
  user: User;
  /** The way to have the link to a new address sent again, shown while one waits (the screen passes it in). */
  sendLinkAgain?: ReactNode;
};

/**
 * The Profile tab: name (optional) and email, checked with the server's own schema. A new email
 * changes once the link sent to it is opened: until then the field shows the current one, and a
 * note under it says where the link went.
 */
export function ProfileForm({ user, sendLinkAgain }: ProfileFormProps) {
  const { field, handleSubmit, reset, resetField } = useSchemaForm(profileBody, { name: user.name ?? '', email: user.email });
  // The address changes when a link is opened, maybe on another device: the field follows, so a save does not send the old one back as new.
  useEffect(() => resetField('email', { defaultValue: user.email }), [resetField, user.email]);
  const update = useUpdateProfile();
  const failure = failureMessage(update.error);
  const onSubmit = handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: (saved) => {
        reset({ name: saved.name ?? '', email: saved.email });
        notify.success('Profile updated successfully');
      },
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={update.isPending} className="flex max-w-lg flex-col gap-5">
      <TextField label="Name" type="text" autoComplete="name" hint="Optional." {...field('name')} />
      <div className="flex flex-col items-start gap-3">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          hint={user.pending_email ? pendingEmailNote(user.pending_email) : undefined}
          className="w-full wrap-anywhere"
          {...field('email')}
        />
        {user.pending_email && sendLinkAgain}
      </div>
      <FormEnd failure={failure} pending={update.isPending} label="Save Changes" pendingLabel="Saving..." />
    </form>
  );
}
