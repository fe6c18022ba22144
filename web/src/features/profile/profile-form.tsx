import type { FormEvent } from 'react';
import type { User } from '../../../../contract/auth.ts';
import { profileBody } from '../../../../contract/auth.ts';
import { ErrorAlert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { notify } from '../../lib/toast.tsx';
import { useFormFields } from '../../lib/use-form-fields.ts';
import { useUpdateProfile } from './api/update-profile.ts';
import { failureMessage } from './api/failure-message.ts';

type Field = 'name' | 'email';
const FIELD_ORDER: readonly Field[] = ['name', 'email'];

/** The Profile tab: name (optional) and email, checked with the server's own schema. */
export function ProfileForm({ user }: { user: User }) {
  const { values, field, showErrors, clearErrors } = useFormFields<Field>({ name: user.name ?? '', email: user.email }, FIELD_ORDER);
  const update = useUpdateProfile();
  const failure = failureMessage(update.error);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = profileBody.safeParse({ name: values.name, email: values.email });
    if (!parsed.success) return showErrors(event.currentTarget, parsed.error);
    clearErrors();
    update.mutate(parsed.data, { onSuccess: () => notify.success('Profile updated successfully') });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={update.isPending} className="flex max-w-lg flex-col gap-5">
      <TextField label="Name" type="text" autoComplete="name" hint="Optional." {...field('name')} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...field('email')} />
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
