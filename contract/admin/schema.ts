import { z } from 'zod';
import { signInLinkBody, user } from '../auth/schema.ts';
import { isoDateTime, limitParam, pageParam } from '../shared/schema.ts';
import { ADMIN_PAGE_SIZE, isExpiryInput, SETTING_KEYS } from './rules.ts';

export const adminLoginBody = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
  /** With a second factor on: the authenticator app's current code, or one of the recovery codes. */
  otp: z.string({ error: 'The code must be text' }).trim().max(32, 'The code must be at most 32 characters').optional(),
});
export type AdminLoginBody = z.infer<typeof adminLoginBody>;

/** An administrator's second factor: on or not, and whether this sign-in must set one up (production, none yet). */
export const secondFactorState = z.object({ enabled: z.boolean(), setup_required: z.boolean() }).meta({ id: 'SecondFactorState' });
export type SecondFactorState = z.infer<typeof secondFactorState>;

export const adminTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user,
  second_factor: secondFactorState,
});

/** An administrator's sign-in link, with the second step when their second factor is on. */
export const adminSignInLinkBody = signInLinkBody.extend({ otp: adminLoginBody.shape.otp });

/** POST /api/admin/2fa/setup: a new secret for the authenticator app, typed or scanned (the QR code is drawn from otpauth_url). */
export const secondFactorSetup = z.object({ secret: z.string(), otpauth_url: z.string() });
export type SecondFactorSetup = z.infer<typeof secondFactorSetup>;

/** POST /api/admin/2fa/enable: the app's current code, proving it holds the secret. */
export const secondFactorEnableBody = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code from your authenticator app' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
});

/** The ten single-use recovery codes, shown once. */
export const secondFactorEnabled = z.object({ recovery_codes: z.array(z.string()) });
export type SecondFactorEnabled = z.infer<typeof secondFactorEnabled>;

export const settingKey = z.enum(SETTING_KEYS, { error: 'Unknown setting' });

export const systemSetting = z
  .object({
    setting_key: settingKey,
    setting_value: z.boolean(),
    description: z.string().nullable(),
    updated_at: isoDateTime,
  })
  .meta({ id: 'SystemSetting' });
export type SystemSetting = z.infer<typeof systemSetting>;

export const settingKeyParams = z.object({ key: z.string() });

/** Who the paid-features switch changes things for, asked before it is flipped: members on the Free plan, those of them who have used the Free plan's matches already, and Premium members. */
export const paidFeaturesImpact = z
  .object({ free_members: z.number().int(), free_members_at_limit: z.number().int(), premium_members: z.number().int() })
  .meta({ id: 'PaidFeaturesImpact' });
export type PaidFeaturesImpact = z.infer<typeof paidFeaturesImpact>;

export const systemSettingUpdateBody = z.object({
  setting_value: z.boolean({ error: 'Setting value must be true or false' }),
  description: z.string().trim().max(500, 'Description must be at most 500 characters long').nullish(),
});
export type SystemSettingUpdateBody = z.infer<typeof systemSettingUpdateBody>;

/** Development only: the default administrator's sign-in, shown as a hint on the admin login screen. */
export const adminLoginHint = z.object({ username: z.string(), password: z.string() });
export type AdminLoginHint = z.infer<typeof adminLoginHint>;

/** ?page= and ?limit= of a paged admin list: page from 1, limit 1-100 (default ADMIN_PAGE_SIZE). */
export const pageQueryShape = {
  page: pageParam,
  limit: limitParam(100, ADMIN_PAGE_SIZE),
};

/** Where a page of a paged admin list sits: how many in all, how many pages, which page, how many a page. */
export const pageFields = { total: z.number().int(), total_pages: z.number().int(), page: z.number().int(), limit: z.number().int() };

/** An expiry date as the API accepts it: a date, or a date and time; kept as the end of that day in London. */
export const expiryDateInput = z
  .string({ error: 'Expiry date must be a date (YYYY-MM-DD)' })
  .trim()
  .refine(isExpiryInput, 'Expiry date must be a date (YYYY-MM-DD)');
