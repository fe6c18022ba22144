import { z } from 'zod';
import { idField, isoDateTime } from './common.ts';

export const notificationStatus = z.enum(['UNREAD', 'READ', 'ARCHIVED']);
export type NotificationStatus = z.infer<typeof notificationStatus>;

/** A notification; `type` is open-ended (REFERRAL_CLAIMED, PAYOUT_PROCESSED, ...): unknown types get a default icon. */
export const notification = z
  .object({
    id: z.uuid(),
    type: z.string(),
    title: z.string(),
    message: z.string(),
    status: notificationStatus,
    match_id: z.uuid().nullable(),
    created_at: isoDateTime,
    read_at: isoDateTime.nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notification>;

/** user-side.md §9: the list answers 50 by default; the screen asks for 100, the bell for 20. */
export const NOTIFICATION_LIMITS = { default: 50, max: 100, screen: 100, bell: 20 } as const;
/** The most ids one bulk call may name: everything the notifications screen can show. */
export const MAX_BULK_IDS = NOTIFICATION_LIMITS.max;

export const notificationListQuery = z.object({
  unread_only: z
    .enum(['true', 'false'], { error: 'Unread only must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(NOTIFICATION_LIMITS.max, `Limit must be at most ${NOTIFICATION_LIMITS.max}`)
    .default(NOTIFICATION_LIMITS.default),
});
export type NotificationListQuery = z.input<typeof notificationListQuery>;

export const unreadCount = z.object({ unread_count: z.number().int() }).meta({ id: 'UnreadCount' });
export type UnreadCount = z.infer<typeof unreadCount>;

/** PATCH /api/notifications/{id}: reading is its own call (mark-read), so only these two moves. */
export const notificationStatusBody = z.object({
  status: z.enum(['UNREAD', 'ARCHIVED'], { error: 'Status must be UNREAD or ARCHIVED' }),
});
export type NotificationStatusBody = z.infer<typeof notificationStatusBody>;

const notificationIds = z
  .array(idField('Each notification id'), {
    error: (issue) => (issue.input === undefined ? 'Notification ids are required' : 'Notification ids must be a list of notification ids'),
  })
  .min(1, 'Notification ids must name at least one notification')
  .max(MAX_BULK_IDS, `Notification ids must name at most ${MAX_BULK_IDS} notifications`);

export const notificationBulkUpdateBody = z.object({
  notification_ids: notificationIds,
  updates: z.object(
    { status: z.literal('READ', { error: 'Updates status must be READ' }) },
    { error: (issue) => (issue.input === undefined ? 'Updates are required' : 'Updates must be an object with a status') },
  ),
});
export type NotificationBulkUpdateBody = z.infer<typeof notificationBulkUpdateBody>;

export const notificationBulkDeleteBody = z.object({ notification_ids: notificationIds });
export type NotificationBulkDeleteBody = z.infer<typeof notificationBulkDeleteBody>;

/** How many notifications a call changed. */
export const updatedCount = z.object({ updated_count: z.number().int() });
export type UpdatedCount = z.infer<typeof updatedCount>;
export const deletedCount = z.object({ deleted_count: z.number().int() });
export type DeletedCount = z.infer<typeof deletedCount>;

/**
 * The live stream (GET /api/notifications/stream, text/event-stream): `unread-count` when it opens
 * and whenever the count may have moved without a new notification; `notification` for each new one.
 */
export const STREAM_EVENTS = { notification: 'notification', unreadCount: 'unread-count' } as const;
export const notificationStreamEvent = z.object({ notification, unread_count: z.number().int() });
export type NotificationStreamEvent = z.infer<typeof notificationStreamEvent>;
