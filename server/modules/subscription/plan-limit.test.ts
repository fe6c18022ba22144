import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/helper.ts';

const t = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

describe('the plan limit on claims', () => {
  it('lets a Free account use its last match, then asks for an upgrade (402); Premium claims again; cancelling stops it again', async () => {
    const app = await t.createApp({ maxUsesPerUser: null });
    const referrer = await t.createUser();
    await t.createCode(referrer.id, app.id, { maxUses: 20 });
    const referee = await t.createUser({ matchesUsed: 2 });
    const claim = () => t.request({ method: 'POST', url: '/api/matches/claim', token: referee.token, payload: { app_id: app.id } });
    const status = async () => (await t.request({ method: 'GET', url: '/api/subscription/status', token: referee.token })).json();

    await t.setPaidFeatures(true);
    try {
      expect((await claim()).statusCode).toBe(201);
      expect(await status()).toMatchObject({ matches_used: 3, matches_remaining: 0 });
      const refused = await claim();
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toEqual({ detail: 'The Free plan includes 3 matches and you have used them all. Upgrade to Premium for unlimited matches.' });
      expect(await status()).toMatchObject({ matches_used: 3 });

      expect((await t.request({ method: 'POST', url: '/api/subscription/upgrade', token: referee.token })).statusCode).toBe(200);
      expect((await claim()).statusCode).toBe(201);
      expect(await status()).toMatchObject({ subscription_status: 'PREMIUM', matches_used: 4, matches_remaining: null });

      expect((await t.request({ method: 'POST', url: '/api/subscription/cancel', token: referee.token })).statusCode).toBe(200);
      expect((await claim()).statusCode).toBe(402);
    } finally {
      await t.setPaidFeatures(false);
    }
    // With paid features off there is no limit, and the match is still counted.
    expect((await claim()).statusCode).toBe(201);
    expect(await status()).toMatchObject({ matches_used: 5, matches_limit: null });
  });

  it('treats an expired Premium as Free', async () => {
    const app = await t.createApp({ maxUsesPerUser: null });
    const referrer = await t.createUser();
    await t.createCode(referrer.id, app.id, { maxUses: 20 });
    const lapsed = await t.createUser({ subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: new Date(Date.now() - DAY_MS), matchesUsed: 3 });
    const current = await t.createUser({ subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: new Date(Date.now() + DAY_MS), matchesUsed: 3 });
    await t.setPaidFeatures(true);
    try {
      expect((await t.request({ method: 'POST', url: '/api/matches/claim', token: lapsed.token, payload: { app_id: app.id } })).statusCode).toBe(402);
      expect((await t.request({ method: 'POST', url: '/api/matches/claim', token: current.token, payload: { app_id: app.id } })).statusCode).toBe(201);
    } finally {
      await t.setPaidFeatures(false);
    }
  });
});
