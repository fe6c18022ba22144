import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SystemSetting, SystemSettingUpdateBody } from '#contract/admin/schema.ts';
import type { SettingKey } from '#contract/admin/rules.ts';
import { api } from '#web/api/client.ts';
import { adminQueryKeys } from '#web/api/query-keys.ts';
import { wholeQuery } from '#web/api/query-shapes.ts';
import { ownWords } from './query-keys.ts';

/** GET /api/admin/system-settings: every switch with its value. */
export const useSystemSettings = wholeQuery<SystemSetting[]>(adminQueryKeys.systemSettings, '/api/admin/system-settings', ownWords).useWhole;

export function updateSystemSetting(key: SettingKey, body: SystemSettingUpdateBody): Promise<SystemSetting> {
  return api.put<SystemSetting>(`/api/admin/system-settings/${encodeURIComponent(key)}`, body, ownWords);
}

export function useUpdateSystemSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...body }: SystemSettingUpdateBody & { key: SettingKey }) => updateSystemSetting(key, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(adminQueryKeys.systemSettings, (settings: SystemSetting[] | undefined) =>
        settings?.map((setting) => (setting.setting_key === updated.setting_key ? updated : setting)),
      );
      return queryClient.invalidateQueries({ queryKey: adminQueryKeys.systemSettings });
    },
  });
}
