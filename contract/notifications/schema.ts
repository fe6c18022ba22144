import { z } from 'zod';
import { idField, isoDateTime, limitParam } from '../shared/schema.ts';
import { MAX_BULK_IDS, NOTIFICATION_LIMITS, NOTIFICATION_PREFERENCE_KEYS, NOTIFICATION_STATUSES, type NotificationPreferenceKey } from './rules.ts';

const notificationStatus = z.enum(NOTIFICATION_STATUSES);

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

export const notificationListQuery = z.object({
  unread_only: z
    .enum(['true', 'false'], { error: 'Unread only must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  limit: limitParam(NOTIFICATION_LIMITS.max, NOTIFICATION_LIMITS.default),
});

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

/** What the live stream's `notification` event carries (its events are named in notifications/rules.ts). */
export const notificationStreamEvent = z.object({ notification, unread_count: z.number().int() });
export type NotificationStreamEvent = z.infer<typeof notificationStreamEvent>;

/** GET/PUT /api/auth/notification-preferences: whether each kind of event is also sent by e-mail. */
export const notificationPreferences = z
  .object(Object.fromEntries(NOTIFICATION_PREFERENCE_KEYS.map((key) => [key, z.boolean()])) as Record<NotificationPreferenceKey, z.ZodBoolean>)
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** PUT takes any subset; the answer is the whole object. */
export const notificationPreferencesUpdate = z.strictObject(
  Object.fromEntries(NOTIFICATION_PREFERENCE_KEYS.map((key) => [key, z.boolean({ error: `${key} must be true or false` }).optional()])) as Record<
    NotificationPreferenceKey,
    z.ZodOptional<z.ZodBoolean>
  >,
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown preference: ${issue.keys.join(', ')}` : undefined) },
);
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdate>;

/** POST /api/unsubscribe?token=…: the signed link every notification e-mail carries. */
export const unsubscribeQuery = z.object({
  token: z.string({ error: 'The unsubscribe link is incomplete' }).min(1, 'The unsubscribe link is incomplete').max(300, 'The unsubscribe link is not valid'),
});
