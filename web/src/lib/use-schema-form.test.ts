import { zodResolver } from '@hookform/resolvers/zod';
import { expect, it } from 'vitest';
import { registerBody } from '#contract/auth/schema.ts';
import { passwordChangeForm } from '#contract/profile/schema.ts';

const options = { fields: {}, shouldUseNativeValidation: false };
const messagesOf = (errors: Record<string, { message?: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));

// useSchemaForm hands the contract's schemas to the zod resolver: each field shows the contract's first message for it.
it('gives each field the first message the contract gives it', async () => {
  const result = await zodResolver(registerBody)({ email: '', username: 'a', password: '123' }, undefined, options);
  expect(messagesOf(result.errors)).toEqual({
    email: 'Email is required',
    username: 'Username must be at least 3 characters long',
    password: 'Password must be at least 6 characters long',
  });
});

it('puts a rule across fields on the field it names', async () => {
  const result = await zodResolver(passwordChangeForm)(
    { current_password: 'old-secret', new_password: 'new-secret', confirm_password: 'other' },
    undefined,
    options,
  );
  expect(messagesOf(result.errors)).toEqual({ confirm_password: 'New passwords do not match' });
});
