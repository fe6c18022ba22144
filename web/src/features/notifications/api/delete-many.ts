import type { DeletedCount, NotificationBulkDeleteBody } from '#contract/notifications/schema.ts';
import { api } from '#web/api/client.ts';
import { NOTIFICATION_TOASTS } from './messages.ts';
import { OWN_WORDS, bulkOrEach, listsShowing, useSelectionMutation } from './mutation-helpers.ts';
import { updateNotificationStatus } from './update-status.ts';

/** DELETE /api/notifications/bulk-delete. */
function bulkDeleteNotifications(ids: string[]): Promise<DeletedCount> {
  const body: NotificationBulkDeleteBody = { notification_ids: ids };
  return api.delete<DeletedCount>('/api/notifications/bulk-delete', { body, ...OWN_WORDS });
}

/** The bulk call; if it fails, each one is archived instead (user-side.md §4, §7). */
function deleteMany(ids: string[]): Promise<{ changed: number; failed: number }> {
  return bulkOrEach(
    ids,
    async (all) => (await bulkDeleteNotifications(all)).deleted_count,
    (id) => updateNotificationStatus(id, 'ARCHIVED'),
  );
}

/** The selected ones leave the lists at once (the count follows when the server answers). */
export function useDeleteMany() {
  return useSelectionMutation(deleteMany, [listsShowing((notification, ids: string[]) => (ids.includes(notification.id) ? null : notification))], {
    done: NOTIFICATION_TOASTS.deletedMany,
    failed: NOTIFICATION_TOASTS.deleteSelectedFailed,
  });
}
