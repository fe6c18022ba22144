import type { User } from '#contract/auth/schema.ts';
import { profileBody } from '#contract/profile/schema.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { notify } from '#web/lib/toast.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { FormEnd } from '#web/components/ui/form-end.tsx';
import { failureMessage } from '#web/api/failure-message.ts';

/** The Profile tab: name (optional) and email, checked with the server's own schema. */
export function ProfileForm({ user }: { user: User }) {
  const { field, handleSubmit } = useSchemaForm(profileBody, { name: user.name ?? '', email: user.email });
  const update = useUpdateProfile();
  const failure = failureMessage(update.error);
  const onSubmit = handleSubmit((body) => update.mutate(body, { onSuccess: () => notify.success('Profile updated successfully') }));

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={update.isPending} className="flex max-w-lg flex-col gap-5">
      <TextField label="Name" type="text" autoComplete="name" hint="Optional." {...field('name')} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...field('email')} />
      <FormEnd failure={failure} pending={update.isPending} label="Save Changes" pendingLabel="Saving..." />
    </form>
  );
}
