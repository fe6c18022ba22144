import type { Notification } from '#contract/notifications/schema.ts';

/** The moment the notification tests treat as now. */
export const NOTIFICATIONS_NOW = new Date('2025-06-02T12:00:00.000Z').getTime();
let counter = 0;

/** An unread "claimed" notification from ten seconds before NOTIFICATIONS_NOW, numbered in its title. */
export function aNotification(overrides: Partial<Notification> = {}): Notification {
  counter += 1;
  return {
    id: `20000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    type: 'REFERRAL_CLAIMED',
    title: `Notification ${counter}`,
    message: 'Someone claimed your referral code.',
    status: 'UNREAD',
    match_id: null,
    created_at: new Date(NOTIFICATIONS_NOW - 10_000).toISOString(),
    read_at: null,
    ...overrides,
  };
}
