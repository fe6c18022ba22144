import { describe, expect, it } from 'vitest';
import { referralOffers } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';

const t = useTestApp();

describe('GET /api/public/apps', () => {
  it('lists open apps with every field and live offer figures, never cached', async () => {
    const referrer = await t.createUser();
    const other = await t.createUser();
    const open = await t.createApp({ name: 'Aardvark Bank', referrerRewardAmountPence: null, referrerRewardMinPence: 1000, referrerRewardMaxPence: 5000 });
    await t.db.insert(referralOffers).values({ appId: open.id, title: 'Get £10', description: 'Open an account', conditions: 'UK residents' });
    await t.createCode(referrer.id, open.id, { currentUses: 2, maxUses: 5, status: 'ASSIGNED' });
    await t.createCode(other.id, open.id, { currentUses: 5, maxUses: 5, status: 'USED' });
    await t.createApp({ name: 'Closed Bank', isActive: false });
    await t.createApp({ name: 'Expired Bank', expiryDate: new Date(Date.now() - 1000) });
    await t.createApp({ name: 'Future Bank', expiryDate: new Date(Date.now() + 86_400_000) });

    const response = await t.request({ method: 'GET', url: `/api/public/apps?_=${Date.now()}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const listed = response.json<Array<Record<string, unknown>>>();
    expect(listed.map((app) => app.name)).toEqual(['Aardvark Bank', 'Future Bank']);
    expect(listed[0]).toMatchObject({
      referrer_reward_amount_pence: null,
      referrer_reward_min_pence: 1000,
      referrer_reward_max_pence: 5000,
      max_uses_per_user: 1,
      referrer_monthly_cap: null,
      requires_referral_code: true,
      referral_offers: [{ title: 'Get £10', total_codes: 2, available_codes: 1, current_total_uses: 7, total_max_uses: 10, is_active: true }],
    });
    expect(Object.keys(listed[0]!)).toEqual(
      expect.arrayContaining([
        'id',
        'description',
        'logo_url',
        'app_url',
        'offer_url',
        'qualifying_spend_amount_pence',
        'expiry_date',
        'terms_conditions',
        'reward_waiting_period_days',
        'offer_expiry_days',
        'created_at',
      ]),
    );
  });

  it('needs no token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/public/apps' })).statusCode).toBe(200);
  });
});
