import { eq } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferenceKey } from '#contract/notifications/rules.ts';
import type { NotificationPreferences, NotificationPreferencesUpdate } from '#contract/notifications/schema.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { notificationPreferences } from '#server/db/schema.ts';

type Row = typeof notificationPreferences.$inferSelect;

const COLUMN: Record<NotificationPreferenceKey, keyof Omit<Row, 'userId' | 'updatedAt'>> = {
  code_claimed: 'codeClaimed',
  signup_marked: 'signupMarked',
  reward_confirmed: 'rewardConfirmed',
  match_reminders: 'matchReminders',
  reports: 'reports',
  support: 'support',
  offers: 'offers',
  reviews: 'reviews',
  weekly_summary: 'weeklySummary',
};
const KEYS = Object.keys(COLUMN) as NotificationPreferenceKey[];

export function toPreferences(row: Row | undefined | null): NotificationPreferences {
  return Object.fromEntries(KEYS.map((key) => [key, row ? row[COLUMN[key]] : DEFAULT_NOTIFICATION_PREFERENCES[key]])) as NotificationPreferences;
}

/** A member's choices, or the defaults when they have made none. */
export async function getPreferences(db: DbOrTx, userId: string): Promise<NotificationPreferences> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return toPreferences(row);
}

/** Changes the kinds named, keeping the others as they were (or at their defaults); answers the whole set. */
export async function updatePreferences(db: DbOrTx, userId: string, changes: NotificationPreferencesUpdate): Promise<NotificationPreferences> {
  const next = {
    ...(await getPreferences(db, userId)),
    ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
  } as NotificationPreferences;
  const values = Object.fromEntries(KEYS.map((key) => [COLUMN[key], next[key]])) as Omit<Row, 'userId' | 'updatedAt'>;
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return toPreferences(row);
}
