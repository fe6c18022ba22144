import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingKey, SystemSetting, SystemSettingUpdateBody } from '../../../../contract/admin.ts';
import { api } from '../client.ts';

export const systemSettingsQueryKey = ['admin', 'system-settings'] as const;

// The System Settings tab words its failures itself (admin-side.md §8), so no second toast here.
const ownWords = { errorToast: false } as const;

export function getSystemSettings(): Promise<SystemSetting[]> {
  return api.get<SystemSetting[]>('/api/admin/system-settings', ownWords);
}

export function systemSettingsQueryOptions() {
  return queryOptions({ queryKey: systemSettingsQueryKey, queryFn: getSystemSettings });
}

export function useSystemSettings() {
  return useQuery(systemSettingsQueryOptions());
}

export function updateSystemSetting(key: SettingKey, body: SystemSettingUpdateBody): Promise<SystemSetting> {
  return api.put<SystemSetting>(`/api/admin/system-settings/${encodeURIComponent(key)}`, body, ownWords);
}

export function useUpdateSystemSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...body }: SystemSettingUpdateBody & { key: SettingKey }) => updateSystemSetting(key, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(systemSettingsQueryKey, (settings: SystemSetting[] | undefined) =>
        settings?.map((setting) => (setting.setting_key === updated.setting_key ? updated : setting)),
      );
      return queryClient.invalidateQueries({ queryKey: systemSettingsQueryKey });
    },
  });
}
