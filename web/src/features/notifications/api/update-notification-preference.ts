import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferenceKey } from '#contract/notifications/rules.ts';
import type { NotificationPreferences, NotificationPreferencesUpdate } from '#contract/notifications/schema.ts';
import { api } from '#web/api/client.ts';
import { notificationPreferencesQueryKey } from '#web/api/query-keys.ts';
import { NOTIFICATION_PREFERENCES_PATH } from './notification-preferences.ts';

/** PUT any subset; the answer is all of them. The tab says the outcome itself, so no toasts. */
function updateNotificationPreferences(body: NotificationPreferencesUpdate): Promise<NotificationPreferences> {
  return api.put<NotificationPreferences>(NOTIFICATION_PREFERENCES_PATH, body, { errorToast: false, successToast: false });
}

export type PreferenceChange = { key: NotificationPreferenceKey; on: boolean };

const mutationKey = [...notificationPreferencesQueryKey, 'update'];

/**
 * One switch at a time, shown at once: the cache takes the new value before the server answers, and
 * takes back that one value if the server refuses (so a change to another switch meanwhile stands).
 * The answer replaces the cache only when no other change is on its way, which it would not yet show.
 */
export function useUpdateNotificationPreference() {
  const queryClient = useQueryClient();
  const setOne = (key: NotificationPreferenceKey, on: boolean) =>
    queryClient.setQueryData<NotificationPreferences>(notificationPreferencesQueryKey, (current) => current && { ...current, [key]: on });

  return useMutation({
    mutationKey,
    mutationFn: ({ key, on }: PreferenceChange) => updateNotificationPreferences({ [key]: on }),
    onMutate: async ({ key, on }) => {
      await queryClient.cancelQueries({ queryKey: notificationPreferencesQueryKey });
      const before = queryClient.getQueryData<NotificationPreferences>(notificationPreferencesQueryKey)?.[key];
      setOne(key, on);
      return { before };
    },
    onError: (_error, { key }, context) => {
      if (context?.before !== undefined) setOne(key, context.before);
    },
    onSuccess: (answer) => {
      // This change is still counted while its onSuccess runs: 1 means no other.
      if (queryClient.isMutating({ mutationKey }) === 1) queryClient.setQueryData(notificationPreferencesQueryKey, answer);
    },
  });
}
