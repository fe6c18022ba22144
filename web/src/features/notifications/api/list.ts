import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '#contract/notifications/schema.ts';
import { api } from '#web/api/client.ts';
import { useIsSignedIn } from '#web/api/use-session.ts';
import { notificationKeys, type NotificationListParams } from '#web/api/query-keys.ts';

/** GET /api/notifications; the screens word a failure themselves ("Failed to load notifications"). */
function getNotifications({ unreadOnly, limit }: NotificationListParams): Promise<Notification[]> {
  return api.get<Notification[]>('/api/notifications', { query: { unread_only: unreadOnly, limit }, errorToast: false });
}

export function notificationsQueryOptions(params: NotificationListParams) {
  return queryOptions({ queryKey: notificationKeys.list(params), queryFn: () => getNotifications(params) });
}

export function useNotifications(params: NotificationListParams) {
  const signedIn = useIsSignedIn();
  return useQuery({ ...notificationsQueryOptions(params), enabled: signedIn });
}
