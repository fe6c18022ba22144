import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '#contract/notifications/schema.ts';
import { notify } from '#web/lib/toast.tsx';
import { api } from '#web/api/client.ts';
import { NOTIFICATION_TOASTS } from './messages.ts';
import { OWN_WORDS, refreshNotifications, toastFailure } from './mutation-helpers.ts';

/** POST /api/notifications/{id}/mark-read. */
export function markNotificationRead(id: string): Promise<Notification> {
  return api.post<Notification>(`/api/notifications/${encodeURIComponent(id)}/mark-read`, undefined, OWN_WORDS);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => notify.success(NOTIFICATION_TOASTS.markedRead),
    onError: (error) => toastFailure(error, NOTIFICATION_TOASTS.markReadFailed),
    onSettled: () => refreshNotifications(queryClient),
  });
}
