import { z } from 'zod';
import { isoDateTime } from './common.ts';

export const PASSWORD_MIN_LENGTH = 6;
export const passwordTooShortMessage = 'Password must be at least 6 characters long';

export const subscriptionStatus = z.enum(['FREE', 'PREMIUM']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ error: 'Email must be a valid e-mail address' }));

const username = z
  .string({ error: 'Username is required' })
  .trim()
  .min(3, 'Username must be at least 3 characters long')
  .max(30, 'Username must be at most 30 characters long')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain only letters, digits, dots, hyphens and underscores');

const newPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, passwordTooShortMessage)
  .max(200, 'Password must be at most 200 characters long');

export const registerBody = z.object({
  email,
  username,
  password: newPassword,
  name: z.string().trim().max(100, 'Name must be at most 100 characters long').optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export const user = z
  .object({
    id: z.uuid(),
    email: z.string(),
    username: z.string(),
    name: z.string().nullable(),
    is_admin: z.boolean(),
    is_active: z.boolean(),
    subscription_status: subscriptionStatus,
    subscription_expires_at: isoDateTime.nullable(),
    matches_used: z.number().int(),
    last_login_at: isoDateTime.nullable(),
    created_at: isoDateTime,
    paid_features_enabled: z.boolean(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof user>;

export const tokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user,
});
export type TokenResponse = z.infer<typeof tokenResponse>;

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

/** The browser's password-change form: the server's rule plus the confirmation field. */
export const passwordChangeForm = z
  .object({
    current_password: z.string().min(1, 'Current password is required'),
    new_password: z.string().min(PASSWORD_MIN_LENGTH, passwordTooShortMessage),
    confirm_password: z.string(),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    message: 'New passwords do not match',
    path: ['confirm_password'],
  });
