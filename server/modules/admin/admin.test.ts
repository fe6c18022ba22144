import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { systemSettings, users } from '#server/db/schema.ts';
import { verifyPassword } from '#server/lib/password.ts';
import { TEST_PASSWORD, useTestApp } from '#server/test/helper.ts';
import { bootstrapAdmin, DEV_ADMIN } from './bootstrap.ts';

const t = useTestApp({ devAdminHint: { username: 'admin', password: 'admin12345' } });
const quietLog = { info: () => {}, warn: () => {} };
/** A well-formed hash of some password other than the default one. */
const OTHER_PASSWORD_HASH = 'scrypt$16384$8$1$c2FsdA==$aGFzaA==';

describe('POST /api/admin/login', () => {
  it('signs an administrator in by username and returns an admin token', async () => {
    const admin = await t.createUser({ isAdmin: true, username: 'Boss' });
    const response = await t.request({ method: 'POST', url: '/api/admin/login', payload: { username: 'boss', password: TEST_PASSWORD } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: admin.id, is_admin: true });
    expect(await t.tokens.verify(body.access_token)).toEqual({ userId: admin.id, scope: 'admin', sessionVersion: 0, sessionId: expect.any(String) });
    const settings = await t.request({ method: 'GET', url: '/api/admin/system-settings', token: body.access_token });
    expect(settings.statusCode).toBe(200);
  });

  it('answers "Invalid admin credentials" for a wrong password, an unknown name and a non-admin', async () => {
    const admin = await t.createUser({ isAdmin: true });
    const member = await t.createUser();
    for (const payload of [
      { username: admin.username, password: 'wrong-password' },
      { username: 'no-such-admin', password: TEST_PASSWORD },
      { username: member.username, password: TEST_PASSWORD },
    ]) {
      const response = await t.request({ method: 'POST', url: '/api/admin/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Invalid admin credentials' });
    }
  });

  it('answers 422 naming the missing field', async () => {
    const response = await t.request({ method: 'POST', url: '/api/admin/login', payload: { username: 'admin' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('Password is required');
  });
});

describe('admin routes are enforced on the server', () => {
  it('answers 401 without a token or with a bad one, 403 with a user token', async () => {
    const user = await t.createUser();
    const none = await t.request({ method: 'GET', url: '/api/admin/system-settings' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: 'Administrator sign-in required' });
    expect((await t.request({ method: 'GET', url: '/api/admin/system-settings', token: 'garbage' })).statusCode).toBe(401);
    const asUser = await t.request({ method: 'GET', url: '/api/admin/system-settings', token: user.token });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toEqual({ detail: 'Administrator access required' });
  });

  it('refuses an admin token once the account loses its admin right', async () => {
    const admin = await t.createAdmin();
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.id, admin.id));
    expect((await t.request({ method: 'GET', url: '/api/admin/system-settings', token: admin.token })).statusCode).toBe(403);
  });
});

describe('system settings', () => {
  it('lists paid_features_enabled, off by default', async () => {
    const admin = await t.createAdmin();
    await t.db.delete(systemSettings);
    const response = await t.request({ method: 'GET', url: '/api/admin/system-settings', token: admin.token });
    expect(response.json()).toEqual([
      { setting_key: 'paid_features_enabled', setting_value: false, description: expect.any(String), updated_at: expect.any(String) },
    ]);
  });

  it('changes a setting and returns it', async () => {
    const admin = await t.createAdmin();
    const response = await t.as(admin).put('/api/admin/system-settings/paid_features_enabled', { setting_value: true, description: 'Launch day' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ setting_key: 'paid_features_enabled', setting_value: true, description: 'Launch day' });
    const listed = await t.request({ method: 'GET', url: '/api/admin/system-settings', token: admin.token });
    expect(listed.json()[0].setting_value).toBe(true);
  });

  it('answers 404 for an unknown key and 422 for a value that is not a boolean, changing nothing', async () => {
    const admin = await t.createAdmin();
    const unknown = await t.request({ method: 'PUT', url: '/api/admin/system-settings/dark_mode', token: admin.token, payload: { setting_value: true } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'There is no setting called "dark_mode"' });
    const before = await t.request({ method: 'GET', url: '/api/admin/system-settings', token: admin.token });
    const malformed = await t.request({
      method: 'PUT',
      url: '/api/admin/system-settings/paid_features_enabled',
      token: admin.token,
      payload: { setting_value: 'yes' },
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().detail).toBe('Setting value must be true or false');
    const after = await t.request({ method: 'GET', url: '/api/admin/system-settings', token: admin.token });
    expect(after.json()).toEqual(before.json());
  });

  it('says whom the paid-features switch changes things for: Free members, those of them at the limit, and Premium members', async () => {
    const admin = await t.createAdmin();
    const before = (await t.request({ method: 'GET', url: '/api/admin/system-settings/paid_features_enabled/impact', token: admin.token })).json();
    await t.createUser({ matchesUsed: 0 });
    await t.createUser({ matchesUsed: 3 });
    await t.createUser({ matchesUsed: 5 });
    await t.createUser({ subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: new Date(Date.now() + 86_400_000), matchesUsed: 9 });
    await t.createUser({ isActive: false, matchesUsed: 4 });
    await t.createAdmin();
    const after = await t.request({ method: 'GET', url: '/api/admin/system-settings/paid_features_enabled/impact', token: admin.token });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({
      free_members: before.free_members + 3,
      free_members_at_limit: before.free_members_at_limit + 2,
      premium_members: before.premium_members + 1,
    });
  });
});

describe('administrator bootstrap', () => {
  it('creates the ADMIN_USERNAME account, and resets its password when the variable changes', async () => {
    const config = loadConfig({ NODE_ENV: 'production', SMTP_URL: 'log', ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'first-password' });
    expect(await bootstrapAdmin(t.db, config, quietLog)).toBeNull();
    const [created] = await t.db.select().from(users).where(eq(users.username, 'ops'));
    expect(created).toMatchObject({ isAdmin: true, isActive: true });

    await bootstrapAdmin(t.db, { ...config, admin: { username: 'ops', password: 'second-password' } }, quietLog);
    const [updated] = await t.db.select().from(users).where(eq(users.username, 'ops'));
    expect(await verifyPassword('second-password', updated!.passwordHash)).toBe(true);
  });

  it('lets processes starting together create the administrator once, without failing', async () => {
    const config = loadConfig({ NODE_ENV: 'production', SMTP_URL: 'log', ADMIN_USERNAME: 'racer', ADMIN_PASSWORD: 'racing-password' });
    await Promise.all([bootstrapAdmin(t.db, config, quietLog), bootstrapAdmin(t.db, config, quietLog), bootstrapAdmin(t.db, config, quietLog)]);
    expect(await t.db.select().from(users).where(eq(users.username, 'racer'))).toHaveLength(1);
  });

  it('creates no default administrator in production, and one with a hint in development', async () => {
    expect(await bootstrapAdmin(t.db, loadConfig({ NODE_ENV: 'production', SMTP_URL: 'log' }), quietLog)).toBeNull();
    expect(await t.db.select().from(users).where(eq(users.username, DEV_ADMIN.username))).toEqual([]);

    expect(await bootstrapAdmin(t.db, loadConfig({ NODE_ENV: 'development' }), quietLog)).toEqual(DEV_ADMIN);
    const [created] = await t.db.select().from(users).where(eq(users.username, DEV_ADMIN.username));
    expect(created?.isAdmin).toBe(true);
    // A second start finds it and still hints; once its password changes, the hint goes.
    expect(await bootstrapAdmin(t.db, loadConfig({ NODE_ENV: 'development' }), quietLog)).toEqual(DEV_ADMIN);
    await t.db.update(users).set({ passwordHash: OTHER_PASSWORD_HASH }).where(eq(users.id, created!.id));
    expect(await bootstrapAdmin(t.db, loadConfig({ NODE_ENV: 'development' }), quietLog)).toBeNull();
  });

  it('serves the development hint on the public path', async () => {
    const response = await t.request({ method: 'GET', url: '/api/public/admin-login-hint' });
    expect(response.json()).toEqual({ username: 'admin', password: 'admin12345' });
  });
});
