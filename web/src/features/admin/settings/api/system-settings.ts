import type { PaidFeaturesImpact, SystemSetting, SystemSettingUpdateBody } from '#contract/admin/schema.ts';
import type { SettingKey } from '#contract/admin/rules.ts';
import { api } from '#web/api/client.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';
import { wholeQuery } from '#web/api/query-shapes.ts';
import { optimisticView, useRefreshingMutation } from '#web/api/refreshing-mutation.ts';
import { ownWords } from '#web/features/admin/shared/api/query-keys.ts';

/** GET /api/admin/system-settings: every switch with its value. */
export const useSystemSettings = wholeQuery<SystemSetting[]>(adminQueryKeys.systemSettings, '/api/admin/system-settings', ownWords).useWhole;

function updateSystemSetting(key: SettingKey, body: SystemSettingUpdateBody): Promise<SystemSetting> {
  return api.put<SystemSetting>(`/api/admin/system-settings/${encodeURIComponent(key)}`, body, ownWords);
}

type SettingChange = SystemSettingUpdateBody & { key: SettingKey };

/**
 * The switch moves at once; a refusal moves it back (its toast says so, admin-side.md §5), and the
 * settings are read again either way.
 */
export function useUpdateSystemSetting() {
  return useRefreshingMutation(({ key, ...body }: SettingChange) => updateSystemSetting(key, body), {
    optimistic: [
      optimisticView<SystemSetting[], SettingChange>(adminQueryKeys.systemSettings, (settings, { key, setting_value }) =>
        settings.map((setting) => (setting.setting_key === key ? { ...setting, setting_value } : setting)),
      ),
    ],
    onSettled: [adminQueryKeys.systemSettings],
  });
}

/** Whom the paid-features switch changes things for, asked when the confirmation opens (fresh each time). */
export const usePaidFeaturesImpact = wholeQuery<PaidFeaturesImpact>(
  adminQueryKeys.paidFeaturesImpact,
  '/api/admin/system-settings/paid_features_enabled/impact',
  ownWords,
).useWhole;
