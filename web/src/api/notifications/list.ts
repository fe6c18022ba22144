import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '../../../../contract/notifications.ts';
import { api } from '../client.ts';
import { useIsSignedIn } from '../use-session.ts';
import { notificationKeys, type NotificationListParams } from './keys.ts';

/** GET /api/notifications; the screens word a failure themselves ("Failed to load notifications"). */
export function getNotifications({ unreadOnly, limit }: NotificationListParams): Promise<Notification[]> {
  return api.get<Notification[]>('/api/notifications', { query: { unread_only: unreadOnly, limit }, errorToast: false });
}

export function notificationsQueryOptions(params: NotificationListParams) {
  return queryOptions({ queryKey: notificationKeys.list(params), queryFn: () => getNotifications(params) });
}

export function useNotifications(params: NotificationListParams) {
  const signedIn = useIsSignedIn();
  return useQuery({ ...notificationsQueryOptions(params), enabled: signedIn });
}
