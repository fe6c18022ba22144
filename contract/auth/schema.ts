import { z } from 'zod';
import { isoDateTime } from '../shared/schema.ts';
import { subscriptionStatus } from '../subscription/schema.ts';
import { ELIGIBILITY_REQUIRED, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from './rules.ts';

export const email = z
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

export const newPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(200, 'Password must be at most 200 characters long');

export const registerBody = z.object({
  email,
  username,
  password: newPassword,
  name: z.string().trim().max(100, 'Name must be at most 100 characters long').optional(),
  /** The sign-up form's "I am 18 or over and live in the UK"; a client that leaves it out is asked before the account's first claim. */
  eligibility_confirmed: z.boolean({ error: 'Eligibility confirmed must be true or false' }).optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** A password a form is about to send as a new one, asked about before it is sent: is it one of the commonest? */
export const passwordCheckBody = z.object({ password: newPassword });
/** `common`: it would be refused with PASSWORD_TOO_COMMON. */
export const passwordCheck = z.object({ common: z.boolean() });
export type PasswordCheck = z.infer<typeof passwordCheck>;

/** POST /api/auth/eligibility: the member confirms they are 18 or over and live in the UK. */
export const eligibilityBody = z.object({
  eligibility_confirmed: z.literal(true, { error: ELIGIBILITY_REQUIRED }),
});

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
    /** Whether the owner opened the verification link sent to `email`. */
    email_verified: z.boolean(),
    /** A new address asked for on the profile; `email` changes to it once its link is opened. */
    pending_email: z.string().nullable(),
    /** When they confirmed they are 18 or over and live in the UK; null: the app asks before their next claim. */
    eligibility_confirmed_at: isoDateTime.nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof user>;

export const tokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user,
});
export type TokenResponse = z.infer<typeof tokenResponse>;

/** POST /api/auth/password-reset/request: the address to send a reset link to (if an account uses it). */
export const passwordResetRequestBody = z.object({ email });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBody>;

/** The link's token: 32 random bytes as base64url (43 characters). */
export const resetToken = z
  .string({ error: 'The reset link is incomplete' })
  .trim()
  .min(1, 'The reset link is incomplete')
  .max(100, 'The reset link is not valid');

/** POST /api/auth/password-reset/confirm: the token from the link and the new password (the same rules as everywhere). */
export const passwordResetConfirmBody = z.object({ token: resetToken, new_password: newPassword });
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBody>;

/** The answer that says a reset link is on its way, the same whether or not an account uses the address. */
export const detailBody = z.object({ detail: z.string() });

/** POST /api/auth/verify-email: the token from a verification link. */
export const verifyEmailBody = z.object({ token: resetToken });
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;

/** POST /api/auth/sign-in-link and /api/admin/sign-in-link: the token from a sign-in link. */
export const signInLinkBody = z.object({ token: resetToken });
export type SignInLinkBody = z.infer<typeof signInLinkBody>;

/** Where the account is signed in: the device as its browser described itself, and when. */
export const session = z
  .object({ id: z.uuid(), device: z.string(), signed_in_at: isoDateTime, last_used_at: isoDateTime, current: z.boolean() })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof session>;

/** POST /api/auth/sessions/sign-out-others answers a new token for this device, as a password change does. */
export const signedOutOthers = z.object({ detail: z.string(), access_token: z.string() });
