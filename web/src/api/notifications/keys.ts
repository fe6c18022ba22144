/** Query keys of the notifications; every mutation invalidates `all`. */
export type NotificationListParams = { unreadOnly: boolean; limit: number };

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (params: NotificationListParams) => ['notifications', 'list', params] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
};
