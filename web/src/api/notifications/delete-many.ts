import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletedCount, NotificationBulkDeleteBody } from '../../../../contract/notifications.ts';
import { notify } from '../../lib/toast.tsx';
import { api } from '../client.ts';
import { endedSession } from '../session.ts';
import { NOTIFICATION_TOASTS } from './messages.ts';
import { OWN_WORDS, oneByOne, refreshNotifications, toastFailure } from './mutation-helpers.ts';
import { updateNotificationStatus } from './update-status.ts';

/** DELETE /api/notifications/bulk-delete. */
export function bulkDeleteNotifications(ids: string[]): Promise<DeletedCount> {
  const body: NotificationBulkDeleteBody = { notification_ids: ids };
  return api.delete<DeletedCount>('/api/notifications/bulk-delete', { body, ...OWN_WORDS });
}

/** The bulk call; if it fails, each one is archived instead (user-side.md §4, §7). */
export async function deleteMany(ids: string[]): Promise<{ changed: number; failed: number }> {
  try {
    const { deleted_count } = await bulkDeleteNotifications(ids);
    return { changed: deleted_count, failed: 0 };
  } catch (error) {
    if (endedSession(error)) throw error;
    return oneByOne(ids, (id) => updateNotificationStatus(id, 'ARCHIVED'));
  }
}

export function useDeleteMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMany,
    onSuccess: ({ changed, failed }) => {
      if (failed > 0) notify.error(NOTIFICATION_TOASTS.deleteSelectedFailed);
      else notify.success(NOTIFICATION_TOASTS.deletedMany(changed));
    },
    onError: (error) => toastFailure(error, NOTIFICATION_TOASTS.deleteSelectedFailed),
    onSettled: () => refreshNotifications(queryClient),
  });
}
