import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches, notifications, referralCodes, userApps, users } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';

const t = useTestApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('user apps', () => {
  it('adds an app once, lists it with the app embedded, and refuses it twice', async () => {
    const user = await t.createUser();
    const app = await t.createApp();
    const added = await t.request({ method: 'POST', url: '/api/user-apps', token: user.token, payload: { app_id: app.id, owns: false } });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ app_id: app.id, owns: false, app: { id: app.id, name: app.name } });

    const again = await t.request({ method: 'POST', url: '/api/user-apps', token: user.token, payload: { app_id: app.id, owns: true } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: `${app.name} is already in your apps` });

    const listed = await t.request({ method: 'GET', url: '/api/user-apps', token: user.token });
    expect(listed.json()).toEqual([expect.objectContaining({ id: added.json().id, app: expect.objectContaining({ name: app.name }) })]);
  });

  it('lists each app as adding it answered, the database writing what the mapping does, every field set or not', async () => {
    const user = await t.createUser();
    const bare = await t.createApp({
      logoUrl: null,
      offerUrl: null,
      referrerRewardAmountPence: null,
      refereeRewardAmountPence: null,
      qualifyingSpendAmountPence: null,
      maxUsesPerUser: null,
      referrerMonthlyCap: null,
      expiryDate: null,
      termsConditions: null,
      rewardWaitingPeriodDays: null,
      offerExpiryDays: null,
      referralLinkFormat: null,
      opensToAllAt: null,
    });
    const full = await t.createApp({
      description: 'A bank "with quotes" & a backslash \\ and ünïcode',
      logoUrl: `/api/public/logos/${'ab'.repeat(32)}.svg`,
      appUrl: 'https://example.com/app',
      offerUrl: 'https://example.com/offer',
      referrerRewardAmountPence: null,
      referrerRewardMinPence: 1000,
      referrerRewardMaxPence: 5000,
      refereeRewardAmountPence: 2500,
      qualifyingSpendAmountPence: 1234,
      maxUsesPerUser: 2,
      referrerMonthlyCap: 7,
      expiryDate: new Date('2031-03-31T22:59:59.123Z'),
      termsConditions: 'Spend £10 in 30 days.',
      rewardWaitingPeriodDays: 45,
      offerExpiryDays: 14,
      referralLinkDomains: ['example.com', 'go.example.com'],
      referralLinkFormat: 'https://example.com/r/{code}',
      opensToAllAt: new Date('2030-01-02T03:04:05.006Z'),
    });
    const added = [];
    for (const app of [bare, full]) {
      const answer = await t.request({ method: 'POST', url: '/api/user-apps', token: user.token, payload: { app_id: app.id } });
      expect(answer.statusCode).toBe(201);
      added.push(answer.json());
    }
    const listed = await t.request({ method: 'GET', url: '/api/user-apps', token: user.token });
    expect(listed.statusCode).toBe(200);
    // Newest first; each exactly as POST answered it (toAppSummary), to the byte once parsed.
    expect(listed.json()).toEqual(added.reverse());
  });

  it('defaults owns to true, refuses unknown and closed apps, and malformed bodies', async () => {
    const user = await t.createUser();
    const app = await t.createApp();
    const closed = await t.createApp({ isActive: false });
    expect((await t.request({ method: 'POST', url: '/api/user-apps', token: user.token, payload: { app_id: app.id } })).json().owns).toBe(true);
    const unknown = await t.request({ method: 'POST', url: '/api/user-apps', token: user.token, payload: { app_id: UNKNOWN_ID } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'There is no app with that id' });
    expect((await t.request({ method: 'POST', url: '/api/user-apps', token: user.token, payload: { app_id: closed.id } })).statusCode).toBe(404);
    const malformed = await t.request({ method: 'POST', url: '/api/user-apps', token: user.token, payload: { app_id: 'monzo' } });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual({ detail: 'App id must be a valid identifier' });
  });

  it('answers 401 without a token on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/user-apps'],
      ['POST', '/api/user-apps'],
      ['DELETE', `/api/user-apps/${UNKNOWN_ID}`],
    ] as const) {
      expect((await t.request({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode).toBe(401);
    }
  });

  it('removes only your own app: another user’s id and an unknown id answer 404', async () => {
    const owner = await t.createUser();
    const stranger = await t.createUser();
    const app = await t.createApp();
    const added = (await t.request({ method: 'POST', url: '/api/user-apps', token: owner.token, payload: { app_id: app.id } })).json();
    const theirs = await t.request({ method: 'DELETE', url: `/api/user-apps/${added.id}`, token: stranger.token });
    expect(theirs.statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/user-apps/${UNKNOWN_ID}`, token: owner.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: '/api/user-apps/not-an-id', token: owner.token })).statusCode).toBe(422);
    expect(await t.db.select().from(userApps).where(eq(userApps.id, added.id))).toHaveLength(1);
  });

  it('withdraws the code for a removed app, ending its claims not yet signed up for (the referee told, no plan match lost)', async () => {
    const referrer = await t.createUser();
    const referee = await t.createUser();
    const app = await t.createApp();
    const otherApp = await t.createApp();
    const added = (await t.request({ method: 'POST', url: '/api/user-apps', token: referrer.token, payload: { app_id: app.id } })).json();
    await t.request({ method: 'POST', url: '/api/user-apps', token: referrer.token, payload: { app_id: otherApp.id } });
    const code = await t.createCode(referrer.id, app.id);
    const unused = await t.createCode(referrer.id, otherApp.id);
    const claimed = await t.request({ method: 'POST', url: `/api/referral-codes/claim/${code.id}`, token: referee.token });
    expect(claimed.statusCode).toBe(201);

    const removed = await t.request({ method: 'DELETE', url: `/api/user-apps/${added.id}`, token: referrer.token });
    expect(removed.statusCode).toBe(200);
    const [withdrawn] = await t.db.select().from(referralCodes).where(eq(referralCodes.id, code.id));
    expect(withdrawn?.status).toBe('WITHDRAWN');
    const [match] = await t.db.select().from(matches).where(eq(matches.id, claimed.json().match_id));
    expect(match).toMatchObject({ status: 'CANCELLED', cancelReason: 'CODE_WITHDRAWN' });
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, referee.id), eq(notifications.type, 'MATCH_CANCELLED')));
    expect(told!.message).toMatch(/^The .+ code you claimed was taken off the marketplace before you marked the sign-up\./);
    expect((await t.db.select({ used: users.matchesUsed }).from(users).where(eq(users.id, referee.id)))[0]!.used).toBe(0);
    const mine = await t.request({ method: 'GET', url: '/api/referral-codes/mine', token: referrer.token });
    expect(mine.json().map((c: { id: string }) => c.id)).toEqual([unused.id]);
  });
});
