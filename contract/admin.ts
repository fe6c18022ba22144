import { z } from 'zod';
import { isoDateTime } from './common.ts';
import { user } from './auth.ts';

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

/** The settings the product knows, with the type of their value. */
export const SETTING_KEYS = ['paid_features_enabled'] as const;
export const settingKey = z.enum(SETTING_KEYS, { error: 'Unknown setting' });
export type SettingKey = z.infer<typeof settingKey>;

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

export const systemSettingUpdateBody = z.object({
  setting_value: z.boolean({ error: 'Setting value must be true or false' }),
  description: z.string().trim().max(500, 'Description must be at most 500 characters long').nullish(),
});
export type SystemSettingUpdateBody = z.infer<typeof systemSettingUpdateBody>;
