import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { openSse, type SseClient } from '#server/test/sse-client.ts';
import { MAX_STREAMS_PER_USER } from './hub.ts';
import { seedNotifications } from './test-fixtures.ts';

const t = useTestApp();
let baseUrl: string;
const open: SseClient[] = [];
const stream = async (token?: string) => {
  const client = await openSse(`${baseUrl}/api/notifications/stream`, token);
  open.push(client);
  return client;
};

beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => open.forEach((client) => client.close()));

describe('GET /api/notifications/stream', () => {
  it('opens with the unread count, then pushes each new notification of yours with the new count', async () => {
    const referrer = await t.createUser();
    const referee = await t.createUser();
    await seedNotifications(t, referrer.id, 2);
    const app = await t.createApp({ name: 'Monzo' });
    const code = await t.createCode(referrer.id, app.id);

    const live = await stream(referrer.token);
    expect(live.status).toBe(200);
    expect(live.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(live.headers['cache-control']).toBe('no-store');
    expect((await live.next('unread-count')).data).toEqual({ unread_count: 2 });

    // Someone else's notification is not pushed to this stream.
    await seedNotifications(t, referee.id, 1);
    const claimed = await t.request({ method: 'POST', url: `/api/referral-codes/claim/${code.id}`, token: referee.token });
    expect(claimed.statusCode).toBe(201);

    const pushed = await live.next('notification');
    expect(pushed.data).toEqual({
      notification: expect.objectContaining({ type: 'REFERRAL_CLAIMED', status: 'UNREAD', match_id: claimed.json().match_id, read_at: null }),
      unread_count: 3,
    });
    expect(pushed.id).toBe(pushed.data.notification.id);
  });

  it('reaches every stream the person has open, and no one else’s', async () => {
    const person = await t.createUser();
    const bystander = await t.createUser();
    const [tabOne, tabTwo, other] = await Promise.all([stream(person.token), stream(person.token), stream(bystander.token)]);
    for (const client of [tabOne, tabTwo, other]) await client.next('unread-count');

    const [row] = await t.db.insert(notifications).values({ userId: person.id, type: 'SYSTEM_ANNOUNCEMENT', title: 'Hello', message: 'News' }).returning();
    for (const client of [tabOne, tabTwo]) expect((await client.next('notification')).data.notification.id).toBe(row!.id);
    await expect(other.next('notification', 500)).rejects.toThrow('no "notification" event');
  });

  it('sends the new unread count when notifications are read or deleted, in any tab', async () => {
    const person = await t.createUser();
    const [first] = await seedNotifications(t, person.id, 3);
    const live = await stream(person.token);
    expect((await live.next('unread-count')).data).toEqual({ unread_count: 3 });

    await t.request({ method: 'POST', url: `/api/notifications/${first!.id}/mark-read`, token: person.token });
    expect((await live.next('unread-count')).data).toEqual({ unread_count: 2 });
    await t.request({ method: 'POST', url: '/api/notifications/mark-all-read', token: person.token });
    expect((await live.next('unread-count')).data).toEqual({ unread_count: 0 });
  });

  it(`refuses more than ${MAX_STREAMS_PER_USER} streams for one person with 429`, async () => {
    const person = await t.createUser();
    const clients = await Promise.all(Array.from({ length: MAX_STREAMS_PER_USER }, () => stream(person.token)));
    expect(clients.every((client) => client.status === 200)).toBe(true);
    const refused = await t.request({ method: 'GET', url: '/api/notifications/stream', token: person.token });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    clients.forEach((client) => client.close());
    // A closed stream frees its place.
    await expect.poll(async () => (await stream(person.token)).status, { timeout: 5000 }).toBe(200);
  });

  it('ends open streams when the server closes, so closing does not wait on them', async () => {
    const person = await t.createUser();
    const live = await stream(person.token);
    await live.next('unread-count');
    // A stream never ends by itself (it keeps alive): closing would hang here if it waited for one.
    await t.app.close();
    await live.ended;
  });
});
