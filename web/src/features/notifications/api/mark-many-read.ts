import type { NotificationBulkUpdateBody, UpdatedCount } from '#contract/notifications/schema.ts';
import { api } from '#web/api/client.ts';
import { markNotificationRead } from './mark-read.ts';
import { NOTIFICATION_TOASTS } from './messages.ts';
import { OWN_WORDS, asRead, bulkOrEach, listsShowing, unreadCountShowing, useSelectionMutation } from './mutation-helpers.ts';

/** PATCH /api/notifications/bulk-update with status READ. */
function bulkMarkNotificationsRead(ids: string[]): Promise<UpdatedCount> {
  const body: NotificationBulkUpdateBody = { notification_ids: ids, updates: { status: 'READ' } };
  return api.patch<UpdatedCount>('/api/notifications/bulk-update', body, OWN_WORDS);
}

/** The bulk call; if it fails, each one is marked read on its own (user-side.md §7). */
function markManyRead(ids: string[]): Promise<{ changed: number; failed: number }> {
  return bulkOrEach(ids, async (all) => (await bulkMarkNotificationsRead(all)).updated_count, markNotificationRead);
}

/** The selected unread ones read at once (the screen sends only unread ones, so the count drops by as many). */
export function useMarkManyRead() {
  return useSelectionMutation(
    markManyRead,
    [
      listsShowing((notification, ids: string[]) => (ids.includes(notification.id) ? asRead(notification) : notification)),
      unreadCountShowing((count, ids) => count - ids.length),
    ],
    { done: NOTIFICATION_TOASTS.markedManyRead, failed: NOTIFICATION_TOASTS.markSelectedReadFailed },
  );
}
