import { sql, type SQLWrapper } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/helper.ts';
import { queryPlan } from '#server/test/query-plan.ts';
import { listQuery, unreadCountQuery } from './service.ts';

const t = useTestApp();

const plan = (query: SQLWrapper) => queryPlan(t.db, query);

/** The list and the count stay index reads however many notifications one person has. */
describe('a person with 10,000 notifications', () => {
  it('gets the list and the unread count from the indexes, never a scan of the table', async () => {
    const heavy = await t.createUser();
    const others = await Promise.all([t.createUser(), t.createUser()]);
    for (const user of [heavy, ...others]) {
      const total = user === heavy ? 10_000 : 2_000;
      await t.db.execute(sql`
        INSERT INTO notifications (user_id, type, title, message, status, created_at, read_at)
        SELECT ${user.id}, 'REFERRAL_CLAIMED', 'Claimed ' || n, 'Message ' || n,
               CASE WHEN n % 3 = 0 THEN 'UNREAD'::notification_status ELSE 'READ'::notification_status END,
               now() - n * interval '1 minute', CASE WHEN n % 3 = 0 THEN NULL ELSE now() END
        FROM generate_series(1, ${total}) AS n`);
    }
    await t.db.execute(sql`ANALYZE notifications`);

    const newest = await plan(listQuery(t.db, heavy.id, { unreadOnly: false, limit: 100 }));
    expect(newest).toMatch(/Index Scan Backward using notifications_user_created_idx/);
    expect(newest).toMatch(/Limit/);
    expect(newest).not.toMatch(/Seq Scan/);

    const unread = await plan(listQuery(t.db, heavy.id, { unreadOnly: true, limit: 20 }));
    expect(unread).toMatch(/using notifications_user_unread_idx/);
    expect(unread).not.toMatch(/Seq Scan/);

    const count = await plan(unreadCountQuery(t.db, heavy.id));
    expect(count).toMatch(/notifications_user_unread_idx/);
    expect(count).not.toMatch(/Seq Scan/);

    const page = await t.request({ method: 'GET', url: '/api/notifications?limit=100', token: heavy.token });
    expect(page.json()).toHaveLength(100);
    expect(page.json()[0].title).toBe('Claimed 1');
    expect((await t.request({ method: 'GET', url: '/api/notifications/unread-count', token: heavy.token })).json()).toEqual({ unread_count: 3333 });
    // How fast is measured by the benchmark (npm run bench); here, that the plans above serve it.
  });
});
