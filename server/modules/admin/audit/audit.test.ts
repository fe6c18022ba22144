import { and, count, eq, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { expectError } from '../test-fixtures.ts';

const t = useTestApp();

async function auditPage(token: string, query = '') {
  const response = await t.request({ method: 'GET', url: `/api/admin/audit-log${query}`, token });
  expect(response.statusCode).toBe(200);
  return response.json<{ entries: any[]; total: number; total_pages: number; page: number; limit: number }>();
}

describe('GET /api/admin/audit-log', () => {
  it('records a settings change with who, what, when, before and after', async () => {
    const admin = await t.createAdmin();
    const response = await t.request({
      method: 'PUT',
      url: '/api/admin/system-settings/paid_features_enabled',
      token: admin.token,
      payload: { setting_value: true },
    });
    expect(response.statusCode).toBe(200);
    const [latest] = (await auditPage(admin.token)).entries;
    expect(latest).toMatchObject({
      actor_id: admin.id,
      actor_username: admin.username,
      action: 'system_setting.update',
      entity_type: 'system_setting',
      entity_id: 'paid_features_enabled',
      before: { setting_value: false },
      after: { setting_value: true },
      created_at: expect.any(String),
    });
  });

  it('lists newest first, a page at a time, and narrows to one record', async () => {
    const admin = await t.createAdmin();
    const member = await t.createUser();
    for (const plan of ['PREMIUM', 'FREE', 'PREMIUM']) {
      await t.request({ method: 'PATCH', url: `/api/admin/users/${member.id}`, token: admin.token, payload: { subscription_status: plan } });
    }
    const about = await auditPage(admin.token, `?entity_type=user&entity_id=${member.id}&limit=2`);
    expect(about).toMatchObject({ total: 3, total_pages: 2, page: 1, limit: 2 });
    expect(about.entries.map((entry) => entry.after.subscription_status)).toEqual(['PREMIUM', 'FREE']);
    const older = await auditPage(admin.token, `?entity_type=user&entity_id=${member.id}&limit=2&page=2`);
    expect(older.entries.map((entry) => entry.before.subscription_status)).toEqual(['FREE']);
    const all = await auditPage(admin.token);
    expect(all.limit).toBe(20);
    const times = all.entries.map((entry) => entry.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('totals every narrowing as the entries count, through writes, a deleted entry, a changed kind and an actor gone', async () => {
    const [admin, other] = [await t.createAdmin(), await t.createAdmin()];
    const member = await t.createUser();
    await t.request({ method: 'PATCH', url: `/api/admin/users/${member.id}`, token: other.token, payload: { subscription_status: 'PREMIUM' } });
    await t.request({ method: 'PUT', url: '/api/admin/system-settings/paid_features_enabled', token: admin.token, payload: { setting_value: true } });
    await t.request({ method: 'PUT', url: '/api/admin/system-settings/paid_features_enabled', token: admin.token, payload: { setting_value: false } });
    const narrowings: [string, SQL | undefined][] = [
      ['', undefined],
      ['?entity_type=user', eq(auditLog.entityType, 'user')],
      ['?action=system_setting.update', eq(auditLog.action, 'system_setting.update')],
      [
        '?entity_type=system_setting&action=system_setting.update',
        and(eq(auditLog.entityType, 'system_setting'), eq(auditLog.action, 'system_setting.update')),
      ],
      [`?entity_type=user&entity_id=${member.id}`, and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, member.id))],
      ['?entity_type=report', eq(auditLog.entityType, 'report')],
    ];
    const expectTotalsCounted = async () => {
      for (const [query, where] of narrowings) {
        const [counted] = await t.db.select({ entries: count() }).from(auditLog).where(where);
        expect((await auditPage(admin.token, query)).total, query).toBe(counted!.entries);
      }
    };
    await expectTotalsCounted();
    expect((await auditPage(admin.token, '?action=system_setting.update')).total).toBeGreaterThanOrEqual(2);

    const [latest] = (await auditPage(admin.token, '?action=system_setting.update')).entries;
    await t.db.delete(auditLog).where(eq(auditLog.id, latest.id));
    await t.db.update(auditLog).set({ entityType: 'report', action: 'report.dismiss' }).where(eq(auditLog.entityId, member.id));
    // An actor's account gone: their entries stay, with no actor.
    await t.db.update(auditLog).set({ actorId: null }).where(eq(auditLog.actorId, other.id));
    await expectTotalsCounted();
  });

  it('writes no entry when the change is refused', async () => {
    const admin = await t.createAdmin();
    const before = await t.db.select().from(auditLog);
    await t.request({ method: 'PUT', url: '/api/admin/system-settings/dark_mode', token: admin.token, payload: { setting_value: true } });
    await t.request({ method: 'PATCH', url: `/api/admin/users/${admin.id}`, token: admin.token, payload: { is_admin: false } });
    expect(await t.db.select().from(auditLog)).toEqual(before);
  });

  it.each([
    [
      '?entity_type=planet',
      'Entity type must be one of app, ai_suggestion, system_setting, user, report, referral_code, support_request, review, referral_flag',
    ],
    ['?limit=0', 'Limit must be at least 1'],
  ])('refuses %s with 422 "%s"', async (query, detail) => {
    const admin = await t.createAdmin();
    expectError(await t.request({ method: 'GET', url: `/api/admin/audit-log${query}`, token: admin.token }), 422, detail);
  });
});
