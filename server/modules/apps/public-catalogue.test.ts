import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apps, referralOffers } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { offerFiguresWhenMoved } from './catalogue-of.ts';

const t = useTestApp();

const catalogue = async () => {
  const response = await t.request({ method: 'GET', url: '/api/public/apps' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json<Array<{ id: string; name: string; referral_offers: Array<{ title: string }> }>>();
};

describe('the public catalogue kept between requests', () => {
  it('shows a change to an app or an offer at once, however it was made', async () => {
    const app = await t.createApp({ name: 'Before Rename Bank' });
    await t.db.insert(referralOffers).values({ appId: app.id, title: 'Get £10' });
    expect((await catalogue()).find((listed) => listed.id === app.id)).toMatchObject({ name: 'Before Rename Bank', referral_offers: [{ title: 'Get £10' }] });

    await t.db.update(apps).set({ name: 'After Rename Bank' }).where(eq(apps.id, app.id));
    expect((await catalogue()).find((listed) => listed.id === app.id)?.name).toBe('After Rename Bank');

    await t.db.update(referralOffers).set({ title: 'Get £20' }).where(eq(referralOffers.appId, app.id));
    expect((await catalogue()).find((listed) => listed.id === app.id)?.referral_offers).toMatchObject([{ title: 'Get £20' }]);

    await t.db.update(apps).set({ isActive: false }).where(eq(apps.id, app.id));
    expect((await catalogue()).some((listed) => listed.id === app.id)).toBe(false);
  });

  it('answers the same text to everyone while nothing changes', async () => {
    await t.createApp();
    const first = await t.request({ method: 'GET', url: '/api/public/apps' });
    const second = await t.request({ method: 'GET', url: '/api/public/apps' });
    expect(second.body).toBe(first.body);
  });
});

describe('the catalogue’s offer figures', () => {
  it('are counted again only once the marketplace has moved, and then show what moved it', async () => {
    const count = offerFiguresWhenMoved(t.db);
    const app = await t.createApp();
    const owner = await t.createUser();
    const first = await count();
    // Nothing written since: the figures in hand, not a new count (a count makes a new map).
    expect(await count()).toBe(first);

    const code = await t.createCode(owner.id, app.id);
    const second = await count();
    expect(second).not.toBe(first);
    expect(second.get(app.id)).toEqual({ total_codes: 1, available_codes: 1, current_total_uses: 0, total_max_uses: code.maxUses });
    expect(await count()).toBe(second);

    // A claim moves it too: the use is counted.
    const claimant = await t.createUser();
    expect((await t.request({ method: 'POST', url: `/api/referral-codes/claim/${code.id}`, token: claimant.token })).statusCode).toBe(201);
    expect((await count()).get(app.id)).toMatchObject({ current_total_uses: 1 });
  });
});

describe('the order of apps by name', () => {
  it('ignores case: "first direct" sorts among the Fs in the catalogue, the offers and the admin list', async () => {
    const names = ['Fable Bank', 'first direct', 'Fyne', 'eToro Z', 'Zopa Z'];
    for (const name of names) await t.createApp({ name });
    const expected = ['eToro Z', 'Fable Bank', 'first direct', 'Fyne', 'Zopa Z'];
    const ours = (list: { name: string }[]) => list.map((app) => app.name).filter((name) => names.includes(name));
    expect(ours(await catalogue())).toEqual(expected);

    const admin = await t.createAdmin();
    const adminList = (await t.request({ method: 'GET', url: '/api/admin/apps-with-offers', token: admin.token })).json<{ name: string }[]>();
    expect(ours(adminList)).toEqual(expected);

    const caller = await t.createUser();
    const sharer = await t.createUser();
    for (const app of await catalogue()) if (names.includes(app.name)) await t.createCode(sharer.id, app.id);
    const offers = (await t.request({ method: 'GET', url: '/api/referral-codes/available?limit=100', token: caller.token })).json<
      { app: { name: string } }[]
    >();
    expect(ours(offers.map((offer) => offer.app))).toEqual(expected);
  });
});
