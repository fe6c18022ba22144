import type { Notification } from '#contract/notifications/schema.ts';

export type NotificationLink = { to: string; label: string };

const REPORT_TYPES = new Set(['REPORT_OPENED', 'REPORT_MESSAGE', 'REPORT_DECIDED']);

/**
 * Where a notification leads, when it leads somewhere: one about a report opens the reports about
 * its match (the report itself when there is one), a paused code the person's codes, the support
 * team's answer the person's support requests.
 */
export function notificationLink(notification: Pick<Notification, 'type' | 'match_id'>): NotificationLink | null {
  if (REPORT_TYPES.has(notification.type) && notification.match_id) return { to: `/reports?match=${encodeURIComponent(notification.match_id)}`, label: 'View report' };
  if (notification.type === 'CODE_PAUSED') return { to: '/my-apps', label: 'View your codes' };
  if (notification.type === 'SUPPORT_REPLY') return { to: '/support', label: 'Read the answer' };
  return null;
}
