import type { Notification } from '#contract/notifications/schema.ts';
import { isoTimestampSqlText as iso } from '#server/db/json-sql.ts';
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

/** `toNotificationDto` as an SQL JSON object, for the notifications row under `alias`. */
export function notificationJsonSqlText(alias: string): string {
  const column = (name: string) => `'${name}', ${alias}.${name}`;
  return `json_build_object(${['id', 'type', 'title', 'message', 'status', 'match_id'].map(column).join(', ')},
    'created_at', ${iso(`${alias}.created_at`)}, 'read_at', ${iso(`${alias}.read_at`)})`;
}
