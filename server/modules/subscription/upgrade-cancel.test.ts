import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';

const t = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;
const upgrade = (token?: string) => t.request({ method: 'POST', url: '/api/subscription/upgrade', token });
const cancel = (token?: string) => t.request({ method: 'POST', url: '/api/subscription/cancel', token });
const planOf = async (id: string) => {
  const [row] = await t.db
    .select({ status: users.subscriptionStatus, expiresAt: users.subscriptionExpiresAt, matchesUsed: users.matchesUsed })
    .from(users)
    .where(eq(users.id, id));
  return row!;
};
async function withPaidFeatures(run: () => Promise<void>) {
  await t.setPaidFeatures(true);
  try {
    await run();
  } finally {
    await t.setPaidFeatures(false);
  }
}

describe('POST /api/subscription/upgrade', () => {
  it('answers 401 without a token, and 400 for a body that is not JSON, changing nothing', async () => {
    const user = await t.createUser();
    expect((await upgrade()).statusCode).toBe(401);
    await withPaidFeatures(async () => {
      const broken = await t.request({
        method: 'POST',
        url: '/api/subscription/upgrade',
        token: user.token,
        payload: '{"plan":',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ detail: 'The request body is not valid JSON' });
    });
    expect(await planOf(user.id)).toMatchObject({ status: 'FREE', expiresAt: null });
  });

  it('switches a Free account to Premium for a month, says no card was taken, and refuses a second upgrade', async () => {
    const user = await t.createUser({ matchesUsed: 3 });
    await withPaidFeatures(async () => {
      const before = Date.now();
      const response = await upgrade(user.token);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        message: 'Successfully upgraded to Premium!',
        subscription: { subscription_status: 'PREMIUM', matches_used: 3, matches_limit: null, matches_remaining: null, paid_features_enabled: true },
        payment: { mode: 'demonstration', card_charged: false, note: expect.stringMatching(/no card was taken/) },
      });
      const expiresAt = new Date(body.subscription.subscription_expires_at).getTime();
      expect(expiresAt).toBeGreaterThanOrEqual(before + 28 * DAY_MS);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + 31 * DAY_MS);
      expect((await t.request({ method: 'GET', url: '/api/auth/me', token: user.token })).json()).toMatchObject({ subscription_status: 'PREMIUM' });

      const again = await upgrade(user.token);
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toMatch(/^You already have Premium until \d{1,2} \w+ \d{4}\.$/);
      expect((await planOf(user.id)).expiresAt?.toISOString()).toBe(body.subscription.subscription_expires_at);
    });
  });

  it('upgrades an expired Premium again', async () => {
    const lapsed = await t.createUser({ subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: new Date(Date.now() - DAY_MS) });
    await withPaidFeatures(async () => {
      const response = await upgrade(lapsed.token);
      expect(response.statusCode).toBe(200);
      expect((await planOf(lapsed.id)).expiresAt!.getTime()).toBeGreaterThan(Date.now() + 27 * DAY_MS);
    });
  });

  it('refuses with 409 while paid features are off, changing nothing', async () => {
    const user = await t.createUser();
    const refused = await upgrade(user.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/^Plans are switched off/);
    expect(await planOf(user.id)).toMatchObject({ status: 'FREE', expiresAt: null });
  });
});

describe('POST /api/subscription/cancel', () => {
  it('answers 401 without a token', async () => {
    expect((await cancel()).statusCode).toBe(401);
  });

  it('ends Premium at once, keeping the matches used', async () => {
    const user = await t.createUser({ subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: new Date(Date.now() + 20 * DAY_MS), matchesUsed: 5 });
    await withPaidFeatures(async () => {
      const response = await cancel(user.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Your Premium plan has been cancelled. You are on the Free plan now.',
        subscription: {
          subscription_status: 'FREE',
          subscription_expires_at: null,
          matches_used: 5,
          matches_limit: 3,
          matches_remaining: 0,
          paid_features_enabled: true,
        },
      });
    });
    expect(await planOf(user.id)).toEqual({ status: 'FREE', expiresAt: null, matchesUsed: 5 });
  });

  it('refuses with 409 on Free or on an expired Premium, changing nothing', async () => {
    const free = await t.createUser();
    const lapsedUntil = new Date(Date.now() - DAY_MS);
    const lapsed = await t.createUser({ subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: lapsedUntil });
    for (const user of [free, lapsed]) {
      const refused = await cancel(user.token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: 'You are on the Free plan, so there is no Premium plan to cancel.' });
    }
    expect(await planOf(lapsed.id)).toMatchObject({ status: 'PREMIUM', expiresAt: lapsedUntil });
  });
});
