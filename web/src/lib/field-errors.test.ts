import { expect, it } from 'vitest';
import { registerBody } from '../../../contract/auth.ts';
import { fieldErrorsOf } from './field-errors.ts';

it('keeps the first message of each field', () => {
  const parsed = registerBody.safeParse({ email: '', username: 'a', password: '123' });
  expect(parsed.success).toBe(false);
  if (parsed.success) return;
  expect(fieldErrorsOf(parsed.error)).toEqual({
    email: 'Email is required',
    username: 'Username must be at least 3 characters long',
    password: 'Password must be at least 6 characters long',
  });
});
