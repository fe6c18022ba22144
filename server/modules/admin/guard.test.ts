import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apps, auditLog, users } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { appForm, expectError, UNKNOWN_ID } from './test-fixtures.ts';

const t = useTestApp();

/** Every guarded admin route, with a body that would be valid. */
const ROUTES: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/admin/system-settings' },
  { method: 'PUT', url: '/api/admin/system-settings/paid_features_enabled', payload: { setting_value: true } },
  { method: 'GET', url: '/api/admin/apps-with-offers' },
  { method: 'POST', url: '/api/admin/apps', payload: appForm() },
  { method: 'PUT', url: `/api/admin/apps/${UNKNOWN_ID}`, payload: appForm() },
  { method: 'PATCH', url: `/api/admin/apps/${UNKNOWN_ID}`, payload: { is_active: false } },
  { method: 'DELETE', url: `/api/admin/apps/${UNKNOWN_ID}` },
  { method: 'GET', url: '/api/admin/ai-suggestions' },
  { method: 'POST', url: '/api/admin/ai-suggestions/refresh' },
  { method: 'POST', url: `/api/admin/ai-suggestions/${UNKNOWN_ID}/activate` },
  { method: 'DELETE', url: `/api/admin/ai-suggestions/${UNKNOWN_ID}` },
  { method: 'GET', url: '/api/admin/users' },
  { method: 'GET', url: '/api/admin/users/metrics' },
  { method: 'GET', url: `/api/admin/users/${UNKNOWN_ID}` },
  { method: 'PATCH', url: `/api/admin/users/${UNKNOWN_ID}`, payload: { is_active: false } },
  { method: 'GET', url: '/api/admin/audit-log' },
];

describe('every admin route is refused without an administrator', () => {
  it.each(ROUTES)('$method $url: 401 without a token, 403 with a user token', async (route) => {
    expectError(await t.request(route), 401, 'Administrator sign-in required');
    expectError(await t.request({ ...route, token: 'not-a-token' }), 401, 'Your session has ended. Please sign in again.');
    const member = await t.createUser();
    expectError(await t.request({ ...route, token: member.token }), 403, 'Administrator access required');
  });

  it("stops a deactivated administrator's token at once, and changes nothing", async () => {
    const admin = await t.createAdmin();
    const app = await t.createApp();
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, admin.id));
    const response = await t.request({ method: 'PATCH', url: `/api/admin/apps/${app.id}`, token: admin.token, payload: { is_active: false } });
    expectError(response, 401, 'Your session has ended. Please sign in again.');
    const [unchanged] = await t.db.select().from(apps).where(eq(apps.id, app.id));
    expect(unchanged?.isActive).toBe(true);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, app.id))).toEqual([]);
  });

  it('answers 422 naming the id for an address whose id is not a UUID', async () => {
    const admin = await t.createAdmin();
    expectError(await t.request({ method: 'GET', url: '/api/admin/users/42', token: admin.token }), 422, 'The id is not a valid identifier');
  });
});
