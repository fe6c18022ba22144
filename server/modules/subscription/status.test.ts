import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/helper.ts';

const t = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;
const status = (token?: string) => t.request({ method: 'GET', url: '/api/subscription/status', token });

describe('GET /api/subscription/status', () => {
  it('answers 401 without a token', async () => {
    expect((await status()).statusCode).toBe(401);
  });

  it('shows no limit while paid features are off, though matches are counted', async () => {
    const user = await t.createUser({ matchesUsed: 5 });
    const response = await status(user.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      subscription_status: 'FREE',
      subscription_expires_at: null,
      matches_used: 5,
      matches_limit: null,
      matches_remaining: null,
      paid_features_enabled: false,
    });
  });

  it('shows the Free limit and what remains while paid features are on, and no limit on Premium', async () => {
    const free = await t.createUser({ matchesUsed: 1 });
    const exhausted = await t.createUser({ matchesUsed: 4 });
    const expiresAt = new Date(Date.now() + 10 * DAY_MS);
    const premium = await t.createUser({ subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: expiresAt, matchesUsed: 7 });
    await t.setPaidFeatures(true);
    try {
      expect((await status(free.token)).json()).toMatchObject({
        subscription_status: 'FREE',
        matches_used: 1,
        matches_limit: 3,
        matches_remaining: 2,
        paid_features_enabled: true,
      });
      expect((await status(exhausted.token)).json()).toMatchObject({ matches_limit: 3, matches_remaining: 0 });
      expect((await status(premium.token)).json()).toEqual({
        subscription_status: 'PREMIUM',
        subscription_expires_at: expiresAt.toISOString(),
        matches_used: 7,
        matches_limit: null,
        matches_remaining: null,
        paid_features_enabled: true,
      });
    } finally {
      await t.setPaidFeatures(false);
    }
  });

  it('reads an expired Premium as Free, here and in the signed-in user', async () => {
    const lapsed = await t.createUser({ subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: new Date(Date.now() - DAY_MS), matchesUsed: 2 });
    await t.setPaidFeatures(true);
    try {
      expect((await status(lapsed.token)).json()).toMatchObject({
        subscription_status: 'FREE',
        subscription_expires_at: null,
        matches_limit: 3,
        matches_remaining: 1,
      });
      const me = await t.request({ method: 'GET', url: '/api/auth/me', token: lapsed.token });
      expect(me.json()).toMatchObject({ subscription_status: 'FREE', subscription_expires_at: null });
    } finally {
      await t.setPaidFeatures(false);
    }
  });
});

describe('GET /api/subscription/pricing', () => {
  it('answers 401 without a token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/subscription/pricing' })).statusCode).toBe(401);
  });

  it('lists Free at £0 with 3 matches and Premium at £9.99 a month, why to upgrade, and that payment is a demonstration', async () => {
    const user = await t.createUser();
    const response = await t.request({ method: 'GET', url: '/api/subscription/pricing', token: user.token });
    expect(response.statusCode).toBe(200);
    const { plans, value_proposition, payment } = response.json();
    expect(plans).toEqual([
      expect.objectContaining({
        id: 'FREE',
        name: 'Free',
        price: '£0',
        price_pence: 0,
        currency: 'GBP',
        interval: null,
        features: expect.arrayContaining(['3 matches in total']),
      }),
      expect.objectContaining({
        id: 'PREMIUM',
        name: 'Premium',
        price: '£9.99',
        price_pence: 999,
        interval: 'month',
        features: ['Unlimited matches', 'Priority matching', 'Analytics on your referrals', 'Early access to new apps', 'Priority support'],
        limitations: [],
      }),
    ]);
    expect(plans[0].limitations.length).toBeGreaterThan(0);
    expect(value_proposition).toEqual({ title: 'Why upgrade?', description: expect.any(String), examples: expect.arrayContaining([expect.any(String)]) });
    expect(payment).toEqual({ mode: 'demonstration', notice: expect.stringMatching(/^This is a demonstration/) });
  });
});
