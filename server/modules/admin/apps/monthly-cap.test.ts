import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '#contract/apps/schema.ts';
import { apps, auditLog } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { appForm, expectError } from '../test-fixtures.ts';

/** An app's referrer_monthly_cap on the offer form: set, changed and cleared, shown in every app answer, and refused when malformed. */
const t = useTestApp();

describe('referrer_monthly_cap on the offer form', () => {
  it('is kept on create, changed by PATCH, cleared by PUT without it, and shown by the admin list and the public catalogue', async () => {
    const admin = await t.createAdmin();
    const created = await t.as(admin).post('/api/admin/apps', appForm({ name: 'Capped Shares', referrer_monthly_cap: 10 }));
    expect(created.statusCode).toBe(201);
    const id = created.json<App>().id;
    expect(created.json()).toMatchObject({ referrer_monthly_cap: 10 });

    const listed = async (url: string) => (await t.as(admin).get(url)).json<App[]>().find((app) => app.id === id)?.referrer_monthly_cap;
    expect(await listed('/api/admin/apps-with-offers')).toBe(10);
    expect(await listed('/api/public/apps')).toBe(10);

    // A PATCH of another field keeps it; a PATCH of it changes it and is audited.
    expect((await t.as(admin).patch(`/api/admin/apps/${id}`, { is_active: true })).json()).toMatchObject({ referrer_monthly_cap: 10 });
    expect((await t.as(admin).patch(`/api/admin/apps/${id}`, { referrer_monthly_cap: 20 })).json()).toMatchObject({ referrer_monthly_cap: 20 });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'app.update'));
    expect(entry).toMatchObject({ entityId: id, before: { referrer_monthly_cap: 10 }, after: { referrer_monthly_cap: 20 } });

    // The whole form without it, or with null, means none.
    const replaced = await t.as(admin).put(`/api/admin/apps/${id}`, appForm({ name: 'Capped Shares' }));
    expect(replaced.json()).toMatchObject({ referrer_monthly_cap: null });
    await t.as(admin).patch(`/api/admin/apps/${id}`, { referrer_monthly_cap: 5 });
    expect((await t.as(admin).patch(`/api/admin/apps/${id}`, { referrer_monthly_cap: null })).json()).toMatchObject({ referrer_monthly_cap: null });
  });

  it.each([
    [0, 'Referrer monthly cap must be at least 1'],
    [-3, 'Referrer monthly cap must be at least 1'],
    [2.5, 'Referrer monthly cap must be a whole number'],
    [1001, 'Referrer monthly cap must be at most 1000'],
    ['10', 'Referrer monthly cap must be a whole number, or null for none'],
    [true, 'Referrer monthly cap must be a whole number, or null for none'],
  ])('refuses %j with 422 "%s" on create and on PATCH, and changes nothing', async (value, detail) => {
    const admin = await t.createAdmin();
    const form = appForm({ referrer_monthly_cap: value as number });
    expectError(await t.as(admin).post('/api/admin/apps', form), 422, detail);
    expect(await t.db.select().from(apps).where(eq(apps.name, form.name))).toEqual([]);
    const app = await t.createApp({ referrerMonthlyCap: 3 });
    expectError(await t.as(admin).patch(`/api/admin/apps/${app.id}`, { referrer_monthly_cap: value }), 422, detail);
    expect((await t.db.select().from(apps).where(eq(apps.id, app.id)))[0]!.referrerMonthlyCap).toBe(3);
  });

  it('is held to a positive number by the database too', async () => {
    await expect(t.createApp({ referrerMonthlyCap: 0 })).rejects.toThrow();
  });
});
