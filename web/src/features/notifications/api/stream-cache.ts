import type { QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationStreamEvent, UnreadCount } from '#contract/notifications/schema.ts';
import { notificationKeys, type NotificationListParams } from '#web/api/query-keys.ts';

/** A pushed notification goes to the top of every list it belongs in, at once, and the count follows. */
export function applyNewNotification(queryClient: QueryClient, { notification, unread_count }: NotificationStreamEvent): void {
  queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount, { unread_count });
  for (const [key, list] of queryClient.getQueriesData<Notification[]>({ queryKey: notificationKeys.lists })) {
    const params = key[2] as NotificationListParams | undefined;
    if (!list || !params || list.some((item) => item.id === notification.id)) continue;
    if (params.unreadOnly && notification.status !== 'UNREAD') continue;
    queryClient.setQueryData<Notification[]>(key, [notification, ...list].slice(0, params.limit));
  }
}

/** A count that moved without a new notification (read or deleted elsewhere): the lists are stale too. */
export function applyUnreadCount(queryClient: QueryClient, count: UnreadCount): void {
  const previous = queryClient.getQueryData<UnreadCount>(notificationKeys.unreadCount);
  queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount, count);
  if (previous && previous.unread_count !== count.unread_count) void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
}
