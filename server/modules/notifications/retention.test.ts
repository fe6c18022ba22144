import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { notifications } from '#server/db/schema.ts';
import { JOBS } from '#server/jobs.ts';
import { useTestApp } from '#server/test/helper.ts';
import { purgeExpiredNotifications } from './retention.ts';
import { seedNotifications } from './test-fixtures.ts';

const t = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

describe('notification retention', () => {
  it('purges notifications older than the retention period, read or not, and keeps the rest', async () => {
    const user = await t.createUser();
    const [old] = await seedNotifications(t, user.id, 1, { createdAt: new Date(Date.now() - 181 * DAY_MS) });
    const [oldRead] = await seedNotifications(t, user.id, 1, { createdAt: new Date(Date.now() - 400 * DAY_MS), status: 'READ', readAt: new Date() });
    const [recent] = await seedNotifications(t, user.id, 1, { createdAt: new Date(Date.now() - 179 * DAY_MS) });
    const ids = [old!.id, oldRead!.id, recent!.id];

    const job = JOBS.find((candidate) => candidate.name.includes('notifications'))!;
    expect(await job.run(t.db, loadConfig({ NOTIFICATION_RETENTION_DAYS: '180' }))).toBeGreaterThanOrEqual(2);
    const left = await t.db.select({ id: notifications.id }).from(notifications).where(inArray(notifications.id, ids));
    expect(left).toEqual([{ id: recent!.id }]);

    expect(await purgeExpiredNotifications(t.db, 30)).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(notifications).where(inArray(notifications.id, ids))).toEqual([]);
  });

  it('reads the retention period from NOTIFICATION_RETENTION_DAYS, 180 days by default', () => {
    expect(loadConfig({}).notificationRetentionDays).toBe(180);
    expect(loadConfig({ NOTIFICATION_RETENTION_DAYS: '30' }).notificationRetentionDays).toBe(30);
    expect(() => loadConfig({ NOTIFICATION_RETENTION_DAYS: '0' })).toThrow('NOTIFICATION_RETENTION_DAYS must be at least 1');
    expect(() => loadConfig({ NOTIFICATION_RETENTION_DAYS: 'soon' })).toThrow('NOTIFICATION_RETENTION_DAYS must be a number of days');
    expect(() => loadConfig({ NOTIFICATION_RETENTION_DAYS: '1.5' })).toThrow('NOTIFICATION_RETENTION_DAYS must be a whole number of days');
  });
});
