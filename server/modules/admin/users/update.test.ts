import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { expectError, UNKNOWN_ID } from '../test-fixtures.ts';

const t = useTestApp();

function patch(token: string, id: string, payload: object) {
  return t.request({ method: 'PATCH', url: `/api/admin/users/${id}`, token, payload });
}

describe('PATCH /api/admin/users/{id}', () => {
  it('changes email, plan, active state and admin right, recording before and after', async () => {
    const admin = await t.createAdmin();
    const member = await t.createUser();
    const response = await patch(admin.token, member.id, { email: 'renamed@example.com', subscription_status: 'PREMIUM', is_admin: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: member.id,
      email: 'renamed@example.com',
      subscription_status: 'PREMIUM',
      is_admin: true,
      is_active: true,
      is_self: false,
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, member.id));
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'user.update',
      entityType: 'user',
      before: { email: member.email, subscription_status: 'FREE', is_admin: false },
      after: { email: 'renamed@example.com', subscription_status: 'PREMIUM', is_admin: true },
    });
  });

  it('back on Free, the plan has no expiry left', async () => {
    const admin = await t.createAdmin();
    const member = await t.createUser({ subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: new Date('2027-01-01T00:00:00Z') });
    const response = await patch(admin.token, member.id, { subscription_status: 'FREE' });
    expect(response.json()).toMatchObject({ subscription_status: 'FREE', subscription_expires_at: null });
  });

  it('granting Premium over a lapsed Premium month makes it Premium with no end', async () => {
    const admin = await t.createAdmin();
    const member = await t.createUser({ subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: new Date('2020-01-01T00:00:00Z') });
    const response = await patch(admin.token, member.id, { subscription_status: 'PREMIUM' });
    expect(response.json()).toMatchObject({ subscription_status: 'PREMIUM', subscription_expires_at: null });
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: null });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, member.id));
    expect(entry).toMatchObject({ before: { subscription_status: 'FREE' }, after: { subscription_status: 'PREMIUM' } });
  });

  it('deactivating a user ends their sessions at once', async () => {
    const admin = await t.createAdmin();
    const member = await t.createUser();
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: member.token })).statusCode).toBe(200);
    expect((await patch(admin.token, member.id, { is_active: false })).json()).toMatchObject({ is_active: false });
    expectError(await t.request({ method: 'GET', url: '/api/auth/me', token: member.token }), 401, 'Your session has ended. Please sign in again.');
  });

  it('an administrator cannot remove their own admin right or deactivate themselves', async () => {
    const admin = await t.createAdmin();
    expectError(await patch(admin.token, admin.id, { is_admin: false }), 403, 'You cannot remove your own administrator right');
    expectError(await patch(admin.token, admin.id, { is_active: false, email: 'other@example.com' }), 403, 'You cannot deactivate your own account');
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ isAdmin: true, isActive: true, email: admin.email });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, admin.id))).toEqual([]);
    // Their other fields they may change.
    expect((await patch(admin.token, admin.id, { subscription_status: 'PREMIUM' })).statusCode).toBe(200);
  });

  it('answers 409 for an e-mail another account has, whatever its case', async () => {
    const admin = await t.createAdmin();
    const [first, second] = [await t.createUser(), await t.createUser()];
    expectError(await patch(admin.token, second.id, { email: first.email.toUpperCase() }), 409, 'An account with this email already exists');
  });

  it.each([
    [{ email: 'not-an-email' }, 'Email must be a valid e-mail address'],
    [{ is_active: 'no' }, 'Is active must be true or false'],
    [{ is_admin: 1 }, 'Is admin must be true or false'],
    [{ subscription_status: 'GOLD' }, 'Subscription status must be FREE or PREMIUM'],
  ])('refuses %j with 422 "%s", changing nothing', async (payload, detail) => {
    const admin = await t.createAdmin();
    const member = await t.createUser();
    expectError(await patch(admin.token, member.id, payload), 422, detail);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ email: member.email, isActive: true, isAdmin: false, subscriptionStatus: 'FREE' });
  });

  it('refuses an empty change with 422 and an unknown user with 404', async () => {
    const admin = await t.createAdmin();
    const member = await t.createUser();
    expectError(await patch(admin.token, member.id, {}), 422, /Send at least one of email, is_active, subscription_status or is_admin/);
    expectError(await patch(admin.token, UNKNOWN_ID, { is_active: false }), 404, 'There is no user with that id');
  });
});
