import { z } from 'zod';
import { user } from '../auth/schema.ts';
import { isoDateTime, limitParam, pageParam } from '../shared/schema.ts';
import { ADMIN_PAGE_SIZE, isExpiryInput, SETTING_KEYS } from './rules.ts';

export const adminLoginBody = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type AdminLoginBody = z.infer<typeof adminLoginBody>;

export const adminTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user,
});

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
