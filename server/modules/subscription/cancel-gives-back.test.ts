import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';

const t = useTestApp();
const matchesUsed = async (user: TestUser) => (await t.db.select({ used: users.matchesUsed }).from(users).where(eq(users.id, user.id)))[0]!.used;
const act = (user: TestUser, matchId: string, action: string) => t.request({ method: 'POST', url: `/api/matches/${matchId}/${action}`, token: user.token });

describe('the plan counter when a claim is cancelled', () => {
  it('gets its use back from a claim the referee cancels while it is still ASSIGNED, and the Free plan can claim again', async () => {
    const referrer = await t.createUser();
    const referee = await t.createUser();
    const apps = [await t.createApp(), await t.createApp(), await t.createApp(), await t.createApp()];
    for (const app of apps) await t.createCode(referrer.id, app.id);
    const claim = (appId: string) => t.request({ method: 'POST', url: '/api/matches/claim', token: referee.token, payload: { app_id: appId } });

    await t.setPaidFeatures(true);
    try {
      // One completed, one cancelled and one live claim: two of the three Free matches are used.
      const completed = (await claim(apps[0]!.id)).json().match_id as string;
      await act(referee, completed, 'mark-complete');
      await act(referee, completed, 'confirm-receipt');
      await act(referrer, completed, 'confirm-receipt');
      const cancelled = (await claim(apps[1]!.id)).json().match_id as string;
      expect((await act(referee, cancelled, 'cancel')).statusCode).toBe(200);
      expect((await claim(apps[2]!.id)).statusCode).toBe(201);

      const status = (await t.request({ method: 'GET', url: '/api/subscription/status', token: referee.token })).json();
      expect(status).toMatchObject({ matches_used: 2, matches_limit: 3, matches_remaining: 1 });
      expect((await t.request({ method: 'GET', url: '/api/auth/me', token: referee.token })).json()).toMatchObject({ matches_used: 2 });
      expect((await claim(apps[3]!.id)).statusCode).toBe(201);
      expect(await matchesUsed(referee)).toBe(3);
    } finally {
      await t.setPaidFeatures(false);
    }
  });

  it('keeps the use of a claim whose sign-up was marked, and never goes below zero', async () => {
    const referrer = await t.createUser();
    const referee = await t.createUser();
    const app = await t.createApp();
    await t.createCode(referrer.id, app.id);
    const matchId = (await t.request({ method: 'POST', url: '/api/matches/claim', token: referee.token, payload: { app_id: app.id } })).json()
      .match_id as string;
    await act(referee, matchId, 'mark-complete');
    // The referrer closes their account: the match in progress is cancelled after sign-up was marked.
    expect((await t.request({ method: 'DELETE', url: '/api/auth/account', token: referrer.token })).statusCode).toBe(200);
    expect(await matchesUsed(referee)).toBe(1);

    await t.db.update(users).set({ matchesUsed: 0 }).where(eq(users.id, referee.id));
    const other = await t.createUser();
    const app2 = await t.createApp();
    await t.createCode(other.id, app2.id);
    const second = (await t.request({ method: 'POST', url: '/api/matches/claim', token: referee.token, payload: { app_id: app2.id } })).json()
      .match_id as string;
    await t.db.update(users).set({ matchesUsed: 0 }).where(eq(users.id, referee.id));
    await act(referee, second, 'cancel');
    expect(await matchesUsed(referee)).toBe(0);
  });

  it('gets its use back when the referrer closes their account before the sign-up', async () => {
    const referrer = await t.createUser();
    const referee = await t.createUser();
    const app = await t.createApp();
    await t.createCode(referrer.id, app.id);
    await t.request({ method: 'POST', url: '/api/matches/claim', token: referee.token, payload: { app_id: app.id } });
    expect(await matchesUsed(referee)).toBe(1);
    await t.request({ method: 'DELETE', url: '/api/auth/account', token: referrer.token });
    expect(await matchesUsed(referee)).toBe(0);
  });
});
