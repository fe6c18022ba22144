import type { Notification } from '#contract/notifications/schema.ts';
import type { notifications } from '#server/db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export function toNotificationDto(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    status: row.status,
    match_id: row.matchId,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt ? row.readAt.toISOString() : null,
  };
}
