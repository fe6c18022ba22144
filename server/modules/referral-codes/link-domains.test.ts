import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apps, referralCodes } from '#server/db/schema.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';
import { appForm, expectError } from '../admin/test-fixtures.ts';

const t = useTestApp();

const share = (user: TestUser, appId: string, link: string) =>
  t.request({ method: 'POST', url: '/api/referral-codes', token: user.token, payload: { app_id: appId, referral_link: link } });

describe('a link must belong to its app', () => {
  it('gives a new app the registrable domains of its App URL and Offer URL, or the domains listed, normalised', async () => {
    const admin = await t.createAdmin();
    const byDefault = await t.as(admin).post('/api/admin/apps', appForm({ app_url: 'https://www.chase.co.uk', offer_url: 'https://join.chase-offers.com/uk' }));
    expect(byDefault.json().referral_link_domains).toEqual(['chase-offers.com', 'chase.co.uk']);
    const listed = await t.as(admin).post('/api/admin/apps', appForm({ referral_link_domains: ['https://www.Monzo.com/', 'monzo.me', 'monzo.me'] }));
    expect(listed.json().referral_link_domains).toEqual(['monzo.com', 'monzo.me']);
    expectError(
      await t.as(admin).post('/api/admin/apps', appForm({ referral_link_domains: ['not a domain'] })),
      422,
      'Referral link domains must be domains such as monzo.com, separated by commas',
    );
  });

  it('refuses a link on another app’s domain (422, storing nothing) and takes one on the app’s domain or a subdomain', async () => {
    const admin = await t.createAdmin();
    const airtime = (
      await t.as(admin).post('/api/admin/apps', appForm({ name: `Airtime ${Date.now()}`, app_url: 'https://www.airtimerewards.co.uk', offer_url: null }))
    ).json();
    const sharer = await t.createUser();
    expectError(await share(sharer, airtime.id, 'https://monzo.me/alicesmith'), 422, `This doesn't look like a ${airtime.name} referral link`);
    expect(await t.db.select().from(referralCodes).where(eq(referralCodes.userId, sharer.id))).toEqual([]);
    const saved = await share(sharer, airtime.id, 'https://join.airtimerewards.co.uk/invite/ALICE123');
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ code: 'ALICE123', link_fits_app: true });
  });

  it('keeps a link stored before the rule, and tells its owner it does not fit', async () => {
    const owner = await t.createUser();
    const app = await t.createApp({ referralLinkDomains: ['airtimerewards.co.uk'] });
    await t.createCode(owner.id, app.id, { referralLink: 'https://monzo.me/alicesmith', code: 'alicesmith' });
    const mine = (await t.request({ method: 'GET', url: '/api/referral-codes/mine', token: owner.token })).json();
    expect(mine).toEqual([expect.objectContaining({ referral_link: 'https://monzo.me/alicesmith', link_fits_app: false })]);
    await t.db
      .update(apps)
      .set({ referralLinkDomains: ['monzo.me'] })
      .where(eq(apps.id, app.id));
    expect((await t.request({ method: 'GET', url: '/api/referral-codes/mine', token: owner.token })).json()[0].link_fits_app).toBe(true);
  });
});
