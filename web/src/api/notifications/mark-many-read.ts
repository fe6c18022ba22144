import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationBulkUpdateBody, UpdatedCount } from '../../../../contract/notifications.ts';
import { notify } from '../../lib/toast.tsx';
import { api } from '../client.ts';
import { endedSession } from '../session.ts';
import { markNotificationRead } from './mark-read.ts';
import { NOTIFICATION_TOASTS } from './messages.ts';
import { OWN_WORDS, oneByOne, refreshNotifications, toastFailure } from './mutation-helpers.ts';

/** PATCH /api/notifications/bulk-update with status READ. */
export function bulkMarkNotificationsRead(ids: string[]): Promise<UpdatedCount> {
  const body: NotificationBulkUpdateBody = { notification_ids: ids, updates: { status: 'READ' } };
  return api.patch<UpdatedCount>('/api/notifications/bulk-update', body, OWN_WORDS);
}

/** The bulk call; if it fails, each one is marked read on its own (user-side.md §7). */
export async function markManyRead(ids: string[]): Promise<{ changed: number; failed: number }> {
  try {
    const { updated_count } = await bulkMarkNotificationsRead(ids);
    return { changed: updated_count, failed: 0 };
  } catch (error) {
    if (endedSession(error)) throw error;
    return oneByOne(ids, markNotificationRead);
  }
}

export function useMarkManyRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markManyRead,
    onSuccess: ({ changed, failed }) => {
      if (failed > 0) notify.error(NOTIFICATION_TOASTS.markSelectedReadFailed);
      else notify.success(NOTIFICATION_TOASTS.markedManyRead(changed));
    },
    onError: (error) => toastFailure(error, NOTIFICATION_TOASTS.markSelectedReadFailed),
    onSettled: () => refreshNotifications(queryClient),
  });
}
