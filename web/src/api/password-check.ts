import type { FocusEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_COMMON } from '#contract/auth/rules.ts';
import type { PasswordCheck } from '#contract/auth/schema.ts';
import { api } from './client.ts';

/** Whether the server would refuse this new password as one of the commonest (it holds the list: 100,000 is too many to send). */
function checkPassword(password: string): Promise<PasswordCheck> {
  return api.post<PasswordCheck>('/api/auth/password-check', { password }, { errorToast: false, successToast: false });
}

/**
 * A new-password field's blur: once the person leaves it, the server is asked whether the password
 * is too common, and if so the field says "Choose a less common password" before the form is sent.
 * A failed check says nothing: the submit is checked all the same.
 */
export function warnOfCommonPassword<Values extends FieldValues>(form: Pick<UseFormReturn<Values>, 'getValues' | 'setError'>, name: Path<Values>) {
  return async (event: FocusEvent<HTMLInputElement>): Promise<void> => {
    const password = event.target.value;
    if (password.length < PASSWORD_MIN_LENGTH) return;
    const answer = await checkPassword(password).catch(() => null);
    // Still the password asked about: the person may have gone back and changed it meanwhile.
    if (answer?.common && form.getValues(name) === password) form.setError(name, { message: PASSWORD_TOO_COMMON });
  };
}

/**
 * A new-password field's props with the check added to its blur (`warn` from warnOfCommonPassword;
 * null: no check, as when signing in). Called where the field is drawn, so fields register in the
 * order they are shown and a refused submit focuses the first.
 */
export function checkedForCommonness<Props extends { onBlur: (event: FocusEvent<HTMLInputElement>) => unknown }>(
  props: Props,
  warn: ((event: FocusEvent<HTMLInputElement>) => Promise<void>) | null,
): Props {
  if (!warn) return props;
  return {
    ...props,
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      void props.onBlur(event);
      void warn(event);
    },
  };
}
