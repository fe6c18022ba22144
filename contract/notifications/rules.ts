/** The rules of notifications both sides use, without zod (contract/notifications/schema.ts builds on these). */

/** UNREAD to READ and back; ARCHIVED is where a deletion falls back to (user-side.md §4). */
export const NOTIFICATION_STATUSES = ['UNREAD', 'READ', 'ARCHIVED'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** user-side.md §9: the list answers 50 by default; the screen asks for 100, the bell for 20. */
export const NOTIFICATION_LIMITS = { default: 50, max: 100, screen: 100, bell: 20 } as const;
/** The most ids one bulk call may name: everything the notifications screen can show. */
export const MAX_BULK_IDS = NOTIFICATION_LIMITS.max;

/**
 * The live stream (GET /api/notifications/stream, text/event-stream): `unread-count` when it opens
 * and whenever the count may have moved without a new notification; `notification` for each new one.
 */
export const STREAM_EVENTS = { notification: 'notification', unreadCount: 'unread-count' } as const;
