/** The notification toasts of user-side.md §5 and §8, word for word. */
export const NOTIFICATION_TOASTS = {
  loadFailed: 'Failed to load notifications',
  markReadFailed: 'Failed to mark notification as read',
  markUnreadFailed: 'Failed to mark notification as unread',
  markAllReadFailed: 'Failed to mark all notifications as read',
  markSelectedReadFailed: 'Failed to mark selected notifications as read',
  deleteSelectedFailed: 'Failed to delete selected notifications',
  markedRead: 'Notification marked as read',
  markedUnread: 'Notification marked as unread',
  markedManyRead: (count: number) => `Marked ${count} notifications as read`,
  deletedMany: (count: number) => `Deleted ${count} notifications`,
  noUnreadSelected: 'No unread notifications selected',
  noneSelected: 'No notifications selected',
} as const;
