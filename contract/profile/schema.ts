import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '../auth/rules.ts';
import { email, newPassword } from '../auth/schema.ts';

export const profileBody = z.object({
  email,
  name: z.string().trim().max(100, 'Name must be at most 100 characters long').nullish(),
});
export type ProfileBody = z.infer<typeof profileBody>;

export const passwordChangeBody = z.object({
  current_password: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(200),
  new_password: newPassword,
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;

/** A password change ends every other session; the caller continues with this new token. */
export const passwordChangeResponse = z.object({ message: z.string(), access_token: z.string() });
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponse>;

/** The browser's password-change form: the server's rule plus the confirmation field. */
export const passwordChangeForm = z
  .object({
    current_password: z.string().min(1, 'Current password is required'),
    new_password: z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
    confirm_password: z.string(),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    message: 'New passwords do not match',
    path: ['confirm_password'],
  });
