import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apps, auditLog, referralOffers } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { appForm, expectError, UNKNOWN_ID } from '../test-fixtures.ts';

const t = useTestApp();

describe('GET /api/admin/apps-with-offers', () => {
  it('lists every app, active and inactive, with offer figures counted from the shared codes', async () => {
    const admin = await t.createAdmin();
    const open = await t.createApp({ name: 'Aardvark Bank' });
    const closed = await t.createApp({ name: 'Aardvark Closed', isActive: false });
    await t.createApp({ name: 'Zebra Pay' });
    await t.db.insert(referralOffers).values([
      { appId: open.id, title: 'Get £10' },
      { appId: closed.id, title: 'Get £5' },
    ]);
    const [first, second] = [await t.createUser(), await t.createUser()];
    await t.createCode(first.id, open.id, { currentUses: 2, maxUses: 5, status: 'ASSIGNED' });
    await t.createCode(second.id, open.id, { currentUses: 3, maxUses: 3, status: 'USED' });

    const response = await t.request({ method: 'GET', url: '/api/admin/apps-with-offers', token: admin.token });
    expect(response.statusCode).toBe(200);
    const listed = response.json<any[]>();
    const byName = new Map(listed.map((app) => [app.name, app]));
    expect(byName.get('Aardvark Closed')).toMatchObject({ is_active: false, referral_offers: [{ title: 'Get £5', total_codes: 0 }] });
    expect(byName.get('Aardvark Bank').referral_offers[0]).toMatchObject({ total_codes: 2, available_codes: 1, current_total_uses: 5, total_max_uses: 8 });
    const names = listed.map((app) => app.name);
    expect(names.indexOf('Aardvark Bank')).toBeLessThan(names.indexOf('Aardvark Closed'));
    expect(names.indexOf('Aardvark Closed')).toBeLessThan(names.indexOf('Zebra Pay'));
  });
});

describe('POST /api/admin/apps', () => {
  it('creates an app with its offer and an audit entry, and answers 201 with it', async () => {
    const admin = await t.createAdmin();
    const body = appForm({
      name: 'Ranged Rewards',
      referee_reward_amount_pence: 0,
      referee_reward_min_pence: 500,
      referee_reward_max_pence: 2500,
      max_uses_per_user: null,
    });
    const response = await t.as(admin).post('/api/admin/apps', body);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'Ranged Rewards',
      is_active: true,
      referrer_reward_amount_pence: 2000,
      referee_reward_amount_pence: 0,
      referee_reward_min_pence: 500,
      referee_reward_max_pence: 2500,
      max_uses_per_user: null,
      referral_offers: [{ title: 'Get £5-£25 when you join Ranged Rewards', is_active: true, total_codes: 0 }],
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'app.create',
      entityType: 'app',
      before: null,
      after: expect.objectContaining({ name: 'Ranged Rewards' }),
    });
  });

  it("fills the spec's defaults: one use per person, active, category other", async () => {
    const admin = await t.createAdmin();
    const { max_uses_per_user: _omit, category: _category, ...form } = appForm();
    const response = await t.request({ method: 'POST', url: '/api/admin/apps', token: admin.token, payload: form });
    expect(response.json()).toMatchObject({ max_uses_per_user: 1, is_active: true, category: 'other' });
  });

  it('keeps a range and stores its fixed amount as 0, as the form does', async () => {
    const admin = await t.createAdmin();
    const response = await t
      .as(admin)
      .post('/api/admin/apps', appForm({ referrer_reward_amount_pence: null, referrer_reward_min_pence: 1000, referrer_reward_max_pence: 1000 }));
    expect(response.json()).toMatchObject({ referrer_reward_amount_pence: 0, referrer_reward_min_pence: 1000, referrer_reward_max_pence: 1000 });
  });

  it.each([
    ['2026-01-15', '2026-01-15T23:59:59.000Z'],
    ['2026-07-15', '2026-07-15T22:59:59.000Z'],
    ['2026-07-15T23:59:59', '2026-07-15T22:59:59.000Z'],
    ['2026-07-15T12:00:00Z', '2026-07-15T22:59:59.000Z'],
  ])('stores expiry %s as the end of that day in London (%s)', async (input, stored) => {
    const admin = await t.createAdmin();
    const response = await t.request({ method: 'POST', url: '/api/admin/apps', token: admin.token, payload: appForm({ expiry_date: input }) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ expiry_date: stored, referral_offers: [{ expiry_date: stored }] });
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: undefined }, 'Name is required'],
    [{ description: '   ' }, 'Description is required'],
    [{ app_url: undefined }, 'App URL is required'],
    [{ app_url: 'monzo' }, 'App URL must be a valid URL (https://...)'],
    [{ app_url: 'javascript:alert(1)' }, 'App URL must be a valid URL (https://...)'],
    [{ offer_url: 'not a link' }, 'Offer URL must be a valid URL (https://...)'],
    [{ referrer_reward_amount_pence: null }, 'Referrer reward is required unless you give a minimum and a maximum'],
    [{ referee_reward_amount_pence: undefined }, 'Referee reward is required unless you give a minimum and a maximum'],
    [{ referee_reward_amount_pence: 0, referee_reward_min_pence: 500 }, 'Referee reward range needs both a minimum and a maximum'],
    [
      { referee_reward_amount_pence: 0, referee_reward_min_pence: 3000, referee_reward_max_pence: 1000 },
      'Referee minimum reward cannot be more than the maximum',
    ],
    [{ referee_reward_min_pence: 500, referee_reward_max_pence: 1000 }, 'Give the referee reward as a fixed amount or as a range, not both'],
    [{ referrer_reward_amount_pence: 10.5 }, 'Referrer reward must be a whole number of pence'],
    [{ referrer_reward_amount_pence: -100 }, 'Referrer reward cannot be negative'],
    [{ referrer_reward_amount_pence: '10' }, 'Referrer reward must be a number of pence'],
    [{ max_uses_per_user: 0 }, 'Max uses per user must be at least 1'],
    [{ max_uses_per_user: 1.5 }, 'Max uses per user must be a whole number'],
    [{ reward_waiting_period_days: -1 }, 'Reward waiting period cannot be negative'],
    [{ offer_expiry_days: -3 }, 'Offer expiry days cannot be negative'],
    [{ expiry_date: '31/12/2026' }, 'Expiry date must be a date (YYYY-MM-DD)'],
    [{ expiry_date: '2026-02-30' }, 'Expiry date must be a date (YYYY-MM-DD)'],
    [{ is_active: 'yes' }, 'Active must be true or false'],
  ])('refuses %j with 422 "%s" and stores nothing', async (overrides, detail) => {
    const admin = await t.createAdmin();
    const form = appForm(overrides as object);
    const response = await t.request({ method: 'POST', url: '/api/admin/apps', token: admin.token, payload: form });
    expectError(response, 422, detail);
    if (form.name) expect(await t.db.select().from(apps).where(eq(apps.name, form.name))).toEqual([]);
  });

  it('answers 409 for a name already in the catalogue, whatever its case', async () => {
    const admin = await t.createAdmin();
    await t.createApp({ name: 'Clash Bank' });
    expectError(
      await t.request({ method: 'POST', url: '/api/admin/apps', token: admin.token, payload: appForm({ name: 'CLASH BANK' }) }),
      409,
      'An app called "CLASH BANK" already exists',
    );
  });
});

describe('PUT and PATCH /api/admin/apps/{id}', () => {
  it('PUT replaces the fields from the whole form and records what changed', async () => {
    const admin = await t.createAdmin();
    const app = await t.createApp({ name: 'Before Edit' });
    const response = await t.request({
      method: 'PUT',
      url: `/api/admin/apps/${app.id}`,
      token: admin.token,
      payload: appForm({ name: 'After Edit', is_active: false, offer_url: '', terms_conditions: '' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: app.id, name: 'After Edit', is_active: false, offer_url: null, terms_conditions: null });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, app.id));
    expect(entry).toMatchObject({
      action: 'app.update',
      before: expect.objectContaining({ name: 'Before Edit', is_active: true }),
      after: expect.objectContaining({ name: 'After Edit', is_active: false }),
    });
  });

  it('PATCH with only is_active deactivates and activates, the offer follows, the public catalogue too', async () => {
    const admin = await t.createAdmin();
    const created = (await t.request({ method: 'POST', url: '/api/admin/apps', token: admin.token, payload: appForm({ name: 'Toggle Me' }) })).json();
    const inCatalogue = async () => (await t.request({ method: 'GET', url: '/api/public/apps' })).json<any[]>().some((app) => app.id === created.id);
    expect(await inCatalogue()).toBe(true);

    const off = await t.request({ method: 'PATCH', url: `/api/admin/apps/${created.id}`, token: admin.token, payload: { is_active: false } });
    expect(off.json()).toMatchObject({ is_active: false, name: 'Toggle Me', referrer_reward_amount_pence: 2000, referral_offers: [{ is_active: false }] });
    expect(await inCatalogue()).toBe(false);

    const on = await t.request({ method: 'PATCH', url: `/api/admin/apps/${created.id}`, token: admin.token, payload: { is_active: true } });
    expect(on.json()).toMatchObject({ is_active: true, referral_offers: [{ is_active: true }] });
    expect(await inCatalogue()).toBe(true);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['app.create', null, expect.any(Object)],
      ['app.update', { is_active: true }, { is_active: false }],
      ['app.update', { is_active: false }, { is_active: true }],
    ]);
  });

  it('PATCH checks the reward rules on the app as it would be, and changes nothing when they fail', async () => {
    const admin = await t.createAdmin();
    const app = await t.createApp({ refereeRewardAmountPence: 1000 });
    const both = await t.request({
      method: 'PATCH',
      url: `/api/admin/apps/${app.id}`,
      token: admin.token,
      payload: { referee_reward_min_pence: 100, referee_reward_max_pence: 900 },
    });
    expectError(both, 422, 'Give the referee reward as a fixed amount or as a range, not both');
    const switched = await t.request({
      method: 'PATCH',
      url: `/api/admin/apps/${app.id}`,
      token: admin.token,
      payload: { referee_reward_amount_pence: 0, referee_reward_min_pence: 100, referee_reward_max_pence: 900 },
    });
    expect(switched.json()).toMatchObject({ referee_reward_amount_pence: 0, referee_reward_min_pence: 100, referee_reward_max_pence: 900 });
  });

  it('PATCH with only is_active works on an app whose stored rewards predate the rules', async () => {
    const admin = await t.createAdmin();
    const app = await t.createApp({ refereeRewardAmountPence: null });
    const response = await t.request({ method: 'PATCH', url: `/api/admin/apps/${app.id}`, token: admin.token, payload: { is_active: false } });
    expect(response.json()).toMatchObject({ is_active: false, referee_reward_amount_pence: null });
  });

  it('refuses malformed bodies with 422 naming the field, unknown ids with 404, a taken name with 409', async () => {
    const admin = await t.createAdmin();
    const app = await t.createApp();
    await t.createApp({ name: 'Taken Name' });
    expectError(
      await t.request({ method: 'PATCH', url: `/api/admin/apps/${app.id}`, token: admin.token, payload: { is_active: 'no' } }),
      422,
      'Active must be true or false',
    );
    expectError(await t.request({ method: 'PATCH', url: `/api/admin/apps/${app.id}`, token: admin.token, payload: {} }), 422, /Send at least one field/);
    expectError(
      await t.request({ method: 'PUT', url: `/api/admin/apps/${app.id}`, token: admin.token, payload: appForm({ app_url: 'nope' }) }),
      422,
      'App URL must be a valid URL (https://...)',
    );
    expectError(
      await t.request({ method: 'PUT', url: `/api/admin/apps/${UNKNOWN_ID}`, token: admin.token, payload: appForm() }),
      404,
      'There is no app with that id',
    );
    expectError(
      await t.request({ method: 'PATCH', url: `/api/admin/apps/${UNKNOWN_ID}`, token: admin.token, payload: { is_active: true } }),
      404,
      'There is no app with that id',
    );
    expectError(
      await t.request({ method: 'PATCH', url: `/api/admin/apps/${app.id}`, token: admin.token, payload: { name: 'taken name' } }),
      409,
      'An app called "taken name" already exists',
    );
    const [unchanged] = await t.db.select().from(apps).where(eq(apps.id, app.id));
    expect(unchanged).toEqual(app);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, app.id))).toEqual([]);
  });

  it('writes nothing when a save changes nothing', async () => {
    const admin = await t.createAdmin();
    const app = await t.createApp();
    const response = await t.request({ method: 'PATCH', url: `/api/admin/apps/${app.id}`, token: admin.token, payload: { is_active: true } });
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, app.id))).toEqual([]);
  });
});
