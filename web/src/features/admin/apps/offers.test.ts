import { describe, expect, it } from 'vitest';
import type { App } from '#contract/apps/schema.ts';
import { testApp } from '#web/test/test-apps.ts';
import { withDefaultOffers } from './default-offers.ts';
import { isExpiringSoon, summariseOffers } from './offer-summary.ts';

const NOW = new Date('2026-03-01T12:00:00Z');

/** Monzo with £10 for each party, created before NOW. */
function app(overrides: Partial<App>): App {
  return testApp({
    id: '7b0f3c52-3f7e-4d3c-9d6e-111111111111',
    name: 'Monzo',
    app_url: 'https://monzo.com',
    referrer_reward_amount_pence: 1000,
    referee_reward_amount_pence: 1000,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
}

describe('summariseOffers', () => {
  it('counts offers, active ones, referrer rewards (ranges at their minimum and maximum) and those expiring within 7 days', () => {
    const apps = [
      app({}),
      app({ is_active: false, referrer_reward_amount_pence: 0, referrer_reward_min_pence: 500, referrer_reward_max_pence: 2500 }),
      app({ expiry_date: '2026-03-08T11:00:00.000Z' }),
      app({ expiry_date: '2026-03-09T12:00:00.000Z' }),
      app({ expiry_date: '2026-02-28T12:00:00.000Z' }),
    ];
    expect(summariseOffers(apps, NOW)).toEqual({
      totalOffers: 5,
      activeOffers: 4,
      totalValue: { minPence: 1000 + 500 + 1000 * 3, maxPence: 1000 + 2500 + 1000 * 3 },
      expiringSoon: 1,
    });
  });

  it('does not count an offer that has already expired as expiring soon', () => {
    expect(isExpiringSoon(app({ expiry_date: '2026-03-01T11:59:59.000Z' }), NOW)).toBe(false);
  });
});

describe('withDefaultOffers', () => {
  it('gives an app without offers a default one with zero figures, and keeps existing offers', () => {
    const [bare, offered] = withDefaultOffers([
      app({ name: 'Bare', terms_conditions: 'T&Cs' }),
      app({
        referral_offers: [
          {
            id: '7b0f3c52-3f7e-4d3c-9d6e-222222222222',
            title: 'Get £10',
            description: null,
            conditions: null,
            expiry_date: null,
            is_active: true,
            total_codes: 3,
            available_codes: 1,
            current_total_uses: 2,
            total_max_uses: 15,
          },
        ],
      }),
    ]);
    expect(bare!.referral_offers).toEqual([expect.objectContaining({ title: 'Bare referral offer', conditions: 'T&Cs', total_codes: 0, total_max_uses: 0 })]);
    expect(offered!.referral_offers[0]!.total_codes).toBe(3);
  });
});
