import type { UpdatedCount } from '#contract/notifications/schema.ts';
import { notify } from '#web/lib/toast.tsx';
import { api } from '#web/api/client.ts';
import { NOTIFICATION_TOASTS } from './messages.ts';
import { OWN_WORDS, asRead, listsShowing, unreadCountShowing, useNotificationMutation } from './mutation-helpers.ts';

/** POST /api/notifications/mark-all-read; answers how many were unread. */
function markAllNotificationsRead(): Promise<UpdatedCount> {
  return api.post<UpdatedCount>('/api/notifications/mark-all-read', undefined, OWN_WORDS);
}

/** Every one read at once, the count at 0; put back if the server refuses. The toast counts what the server changed. */
export function useMarkAllNotificationsRead() {
  return useNotificationMutation(markAllNotificationsRead, [listsShowing<void>(asRead), unreadCountShowing<void>(() => 0)], {
    done: ({ updated_count }) => notify.success(NOTIFICATION_TOASTS.markedManyRead(updated_count)),
    failed: NOTIFICATION_TOASTS.markAllReadFailed,
  });
}
