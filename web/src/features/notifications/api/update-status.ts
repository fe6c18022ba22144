import type { Notification, NotificationStatusBody } from '#contract/notifications/schema.ts';
import { notify } from '#web/lib/toast.tsx';
import { api } from '#web/api/client.ts';
import { NOTIFICATION_TOASTS } from './messages.ts';
import { OWN_WORDS, listsShowing, unreadCountShowing, useNotificationMutation } from './mutation-helpers.ts';

/** PATCH /api/notifications/{id}: back to UNREAD, or ARCHIVED. */
export function updateNotificationStatus(id: string, status: NotificationStatusBody['status']): Promise<Notification> {
  const body: NotificationStatusBody = { status };
  return api.patch<Notification>(`/api/notifications/${encodeURIComponent(id)}`, body, OWN_WORDS);
}

/** Unread at once (it is offered on read ones only, so the count rises by one); put back if the server refuses. */
export function useMarkNotificationUnread() {
  return useNotificationMutation(
    (id: string) => updateNotificationStatus(id, 'UNREAD'),
    [
      listsShowing((notification, id: string) => (notification.id === id ? { ...notification, status: 'UNREAD', read_at: null } : notification)),
      unreadCountShowing((count) => count + 1),
    ],
    { done: () => notify.success(NOTIFICATION_TOASTS.markedUnread), failed: NOTIFICATION_TOASTS.markUnreadFailed },
  );
}
