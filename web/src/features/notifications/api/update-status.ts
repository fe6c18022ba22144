import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationStatusBody } from '#contract/notifications/schema.ts';
import { notify } from '#web/lib/toast.tsx';
import { api } from '#web/api/client.ts';
import { NOTIFICATION_TOASTS } from './messages.ts';
import { OWN_WORDS, refreshNotifications, toastFailure } from './mutation-helpers.ts';

/** PATCH /api/notifications/{id}: back to UNREAD, or ARCHIVED. */
export function updateNotificationStatus(id: string, status: NotificationStatusBody['status']): Promise<Notification> {
  const body: NotificationStatusBody = { status };
  return api.patch<Notification>(`/api/notifications/${encodeURIComponent(id)}`, body, OWN_WORDS);
}

export function useMarkNotificationUnread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => updateNotificationStatus(id, 'UNREAD'),
    onSuccess: () => notify.success(NOTIFICATION_TOASTS.markedUnread),
    onError: (error) => toastFailure(error, NOTIFICATION_TOASTS.markUnreadFailed),
    onSettled: () => refreshNotifications(queryClient),
  });
}
