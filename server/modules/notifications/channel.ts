/**
 * The PostgreSQL channel new notifications are announced on, by migration 0001's trigger
 * (`{user_id, id}`), and other changes by the service (`{user_id}`).
 */
export const NOTIFICATION_CHANNEL = 'notification_events';
