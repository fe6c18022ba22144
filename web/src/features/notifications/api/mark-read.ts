import type { Notification } from '#contract/notifications/schema.ts';
import { notify } from '#web/lib/toast.tsx';
import { api } from '#web/api/client.ts';
import { NOTIFICATION_TOASTS } from './messages.ts';
import { OWN_WORDS, asRead, listsShowing, unreadCountShowing, useNotificationMutation } from './mutation-helpers.ts';

/** POST /api/notifications/{id}/mark-read. */
export function markNotificationRead(id: string): Promise<Notification> {
  return api.post<Notification>(`/api/notifications/${encodeURIComponent(id)}/mark-read`, undefined, OWN_WORDS);
}

/** Read at once (it is offered on unread ones only, so the count drops by one); put back if the server refuses. */
export function useMarkNotificationRead() {
  return useNotificationMutation(
    markNotificationRead,
    [listsShowing((notification, id: string) => (notification.id === id ? asRead(notification) : notification)), unreadCountShowing((count) => count - 1)],
    { done: () => notify.success(NOTIFICATION_TOASTS.markedRead), failed: NOTIFICATION_TOASTS.markReadFailed },
  );
}
