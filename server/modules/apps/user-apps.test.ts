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
