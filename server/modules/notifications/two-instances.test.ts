import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { notifications } from '#server/db/schema.ts';
import { openSecondInstance, useTestApp } from '#server/test/helper.ts';
import { openSse, type SseClient } from '#server/test/sse-client.ts';

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

/** Several processes on one PostgreSQL database: LISTEN/NOTIFY carries each notification to every process. */
describe.runIf(onPostgres)('live notifications across app instances on one PostgreSQL database', () => {
  const t = useTestApp();
  let second: { app: FastifyInstance; database: Database };
  let baseUrl: string;
  const streams: SseClient[] = [];

  beforeAll(async () => {
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    second = await openSecondInstance(t.database);
  });

  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await second?.app.close();
    await second?.database.close();
  });

  it('a claim made through one instance reaches a stream opened on the other', async () => {
    const referrer = await t.createUser();
    const referee = await t.createUser();
    const app = await t.createApp({ name: `Chase ${randomBytes(2).toString('hex')}` });
    const code = await t.createCode(referrer.id, app.id);

    const live = await openSse(`${baseUrl}/api/notifications/stream`, referrer.token);
    streams.push(live);
    expect((await live.next('unread-count')).data).toEqual({ unread_count: 0 });

    const claimed = await second.app.inject({
      method: 'POST',
      url: `/api/referral-codes/claim/${code.id}`,
      headers: { authorization: `Bearer ${referee.token}` },
    });
    expect(claimed.statusCode).toBe(201);
    const pushed = await live.next('notification');
    expect(pushed.data).toMatchObject({ notification: { type: 'REFERRAL_CLAIMED', match_id: claimed.json().match_id }, unread_count: 1 });
  });

  it('reconnects its LISTEN when the connection is cut, resyncs the count and delivers again', async () => {
    const person = await t.createUser();
    const live = await openSse(`${baseUrl}/api/notifications/stream`, person.token);
    streams.push(live);
    await live.next('unread-count');

    await t.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN notification_events' AND pid <> pg_backend_pid()`,
    );
    await t.db.insert(notifications).values({ userId: person.id, type: 'SYSTEM_ANNOUNCEMENT', title: 'While away', message: 'Missed live' });
    // Back within the first retry: the count says what was missed.
    expect((await live.next('unread-count', 10_000)).data).toEqual({ unread_count: 1 });

    const [row] = await second.database.db
      .insert(notifications)
      .values({ userId: person.id, type: 'SYSTEM_ANNOUNCEMENT', title: 'Back', message: 'Live again' })
      .returning();
    const again = await live.next('notification', 10_000, (data) => data.notification.id === row!.id);
    expect(again.data.unread_count).toBe(2);
  });
});
