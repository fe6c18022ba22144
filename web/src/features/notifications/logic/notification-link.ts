import { notificationDestination } from '#contract/notifications/rules.ts';
import type { Notification } from '#contract/notifications/schema.ts';

export type NotificationLink = { to: string; label: string };

/**
 * Where a notification leads, when it leads somewhere (the rule e-mail follows too): one about a
 * report opens the reports about its match, a paused code the person's codes, the support team's
 * answer the person's support requests, a completed referral the form to rate the other member, a
 * review of the person their own page (`username`: theirs, once known), where they reply.
 */
export function notificationLink(notification: Pick<Notification, 'type' | 'match_id'>, username: string | null): NotificationLink | null {
  const destination = notificationDestination(notification.type, notification.match_id, username);
  return destination && { to: destination.path, label: destination.label };
}
