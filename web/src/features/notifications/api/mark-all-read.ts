import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatedCount } from '#contract/notifications/schema.ts';
import { notify } from '#web/lib/toast.tsx';
import { api } from '#web/api/client.ts';
import { NOTIFICATION_TOASTS } from './messages.ts';
import { OWN_WORDS, refreshNotifications, toastFailure } from './mutation-helpers.ts';

/** POST /api/notifications/mark-all-read; answers how many were unread. */
export function markAllNotificationsRead(): Promise<UpdatedCount> {
  return api.post<UpdatedCount>('/api/notifications/mark-all-read', undefined, OWN_WORDS);
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ updated_count }) => notify.success(NOTIFICATION_TOASTS.markedManyRead(updated_count)),
    onError: (error) => toastFailure(error, NOTIFICATION_TOASTS.markAllReadFailed),
    onSettled: () => refreshNotifications(queryClient),
  });
}
