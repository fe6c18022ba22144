import { notifications } from '#server/db/schema.ts';
import type { TestContext } from '#server/test/helper.ts';

type NotificationInsert = typeof notifications.$inferInsert;

/** Tests only: inserts `count` notifications for the user, one minute apart, the last one newest. */
export async function seedNotifications(t: TestContext, userId: string, count: number, overrides: Partial<NotificationInsert> = {}) {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, index) => ({
    userId,
    type: 'REFERRAL_CLAIMED',
    title: `Notice ${index + 1}`,
    message: `Something happened (${index + 1})`,
    createdAt: new Date(now - (count - index) * 60_000),
    ...overrides,
  }));
  return t.db.insert(notifications).values(rows).returning();
}
