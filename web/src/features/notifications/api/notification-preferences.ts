import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '#contract/notifications/schema.ts';
import { api } from '#web/api/client.ts';
import { notificationPreferencesQueryKey } from '#web/api/query-keys.ts';
import { useIsSignedIn } from '#web/api/use-session.ts';

export const NOTIFICATION_PREFERENCES_PATH = '/api/auth/notification-preferences';

/** GET: whether each kind of event also comes by e-mail. The tab says a failure itself. */
function getNotificationPreferences(): Promise<NotificationPreferences> {
  return api.get<NotificationPreferences>(NOTIFICATION_PREFERENCES_PATH, { errorToast: false });
}

function notificationPreferencesQueryOptions() {
  return queryOptions({ queryKey: notificationPreferencesQueryKey, queryFn: getNotificationPreferences });
}

export function useNotificationPreferences() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...notificationPreferencesQueryOptions(), enabled: signedIn });
}
