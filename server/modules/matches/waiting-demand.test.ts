import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimRequests, matches, notifications } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';

const t = useTestApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const claimApp = (token: string, appId: string) => t.request({ method: 'POST', url: '/api/matches/claim', token, payload: { app_id: appId } });
const share = (token: string, appId: string, code: string) =>
  t.request({
    method: 'POST',
    url: '/api/referral-codes',
    token,
    payload: { app_id: appId, referral_link: `https://share.example/invite/${code}`, max_uses: 2 },
  });

describe('waiting demand', () => {
  it('keeps an unmet claim waiting, and meets it first come first served when a code is shared', async () => {
    const app = await t.createApp();
    const first = await t.createUser();
    const second = await t.createUser();
    const third = await t.createUser();
    for (const person of [first, second, third]) {
      const response = await claimApp(person.token, app.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toBe(`No ${app.name} referral codes are available right now. We'll match you with one as soon as someone shares it.`);
    }
    // Asking again does not queue twice.
    await claimApp(first.token, app.id);
    const waiting = await t.request({ method: 'GET', url: '/api/matches/waiting', token: first.token });
    expect(waiting.json()).toEqual([{ id: expect.any(String), app_id: app.id, app_name: app.name, created_at: expect.any(String) }]);

    const sharer = await t.createUser();
    const opportunities = await t.request({ method: 'GET', url: '/api/matches/opportunities', token: sharer.token });
    expect(opportunities.json().items).toContainEqual({ app: expect.objectContaining({ id: app.id }), waiting_count: 3 });

    const shared = await share(sharer.token, app.id, 'WAITED1');
    expect(shared.statusCode).toBe(201);
    expect(shared.json()).toMatchObject({ current_uses: 2, max_uses: 2, status: 'USED' });

    const matched = await t.db.select().from(matches).where(eq(matches.appId, app.id));
    expect(matched.map((match) => match.refereeId).sort()).toEqual([first.id, second.id].sort());
    expect((await t.request({ method: 'GET', url: '/api/matches/waiting', token: first.token })).json()).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/matches/waiting', token: third.token })).json()).toHaveLength(1);
    const [found] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, first.id), eq(notifications.type, 'MATCH_FOUND')));
    expect(found?.message).toContain(app.name);
    const sharerNotices = await t.db.select().from(notifications).where(eq(notifications.userId, sharer.id));
    expect(sharerNotices.filter((notice) => notice.type === 'REFERRAL_CLAIMED')).toHaveLength(2);

    // A cancelled match frees a use, which goes to the next person waiting.
    const firstMatch = matched.find((match) => match.refereeId === first.id)!;
    expect((await t.request({ method: 'POST', url: `/api/matches/${firstMatch.id}/cancel`, token: first.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/matches/waiting', token: third.token })).json()).toEqual([]);
  });

  it('drops a waiting person the rules now refuse, and never matches a sharer to their own request', async () => {
    const app = await t.createApp({ maxUsesPerUser: 1 });
    const otherSharer = await t.createUser();
    const waiter = await t.createUser();
    const selfish = await t.createUser();
    await claimApp(selfish.token, app.id);
    await claimApp(waiter.token, app.id);
    // The waiter gets a code another way (a code shared then claimed directly) and is no longer waiting.
    const direct = await t.createCode(otherSharer.id, app.id, { maxUses: 1 });
    expect((await t.request({ method: 'POST', url: `/api/referral-codes/claim/${direct.id}`, token: waiter.token })).statusCode).toBe(201);
    expect(
      await t.db
        .select()
        .from(claimRequests)
        .where(and(eq(claimRequests.userId, waiter.id), eq(claimRequests.appId, app.id))),
    ).toEqual([expect.objectContaining({ fulfilledAt: expect.any(Date) })]);
    // The person waiting shares a code themselves: their own request is not met with it.
    const shared = await share(selfish.token, app.id, 'SELFISH');
    expect(shared.json()).toMatchObject({ current_uses: 0 });
  });

  it('stops waiting on request, only for your own request', async () => {
    const app = await t.createApp();
    const person = await t.createUser();
    const stranger = await t.createUser();
    await claimApp(person.token, app.id);
    const [request] = (await t.request({ method: 'GET', url: '/api/matches/waiting', token: person.token })).json();
    expect((await t.request({ method: 'DELETE', url: `/api/matches/waiting/${request.id}`, token: stranger.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/matches/waiting/${UNKNOWN_ID}`, token: person.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/matches/waiting/${request.id}` })).statusCode).toBe(401);
    const stopped = await t.request({ method: 'DELETE', url: `/api/matches/waiting/${request.id}`, token: person.token });
    expect(stopped.json()).toEqual({ message: 'You are no longer waiting for a code for this app' });
    expect((await t.request({ method: 'GET', url: '/api/matches/waiting', token: person.token })).json()).toEqual([]);
  });

  it('lists opportunities only for apps the caller does not share a code for, bounded', async () => {
    const app = await t.createApp();
    const waiter = await t.createUser();
    const sharer = await t.createUser();
    await claimApp(waiter.token, app.id);
    const ids = (token: string) =>
      t
        .request({ method: 'GET', url: '/api/matches/opportunities?limit=100', token })
        .then((r) => r.json().items.map((i: { app: { id: string } }) => i.app.id));
    expect(await ids(sharer.token)).toContain(app.id);
    expect(await ids(waiter.token)).not.toContain(app.id);
    await t.createCode(sharer.id, (await t.createApp()).id);
    expect((await t.request({ method: 'GET', url: '/api/matches/opportunities?limit=0', token: sharer.token })).statusCode).toBe(422);
    expect((await t.request({ method: 'GET', url: '/api/matches/opportunities' })).statusCode).toBe(401);
  });
});
