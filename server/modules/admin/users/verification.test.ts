import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { expectError } from '../test-fixtures.ts';

const t = useTestApp();

describe('an address’s verification in the admin area', () => {
  it('shows whether the address is verified and the last e-mails with their delivery state', async () => {
    const admin = await t.createAdmin();
    const member = await t.createUser();
    const before = (await t.request({ method: 'GET', url: `/api/admin/users/${member.id}`, token: admin.token })).json();
    expect(before).toMatchObject({ email_verified: false, pending_email: null, recent_emails: [] });

    const resent = await t.request({ method: 'POST', url: `/api/admin/users/${member.id}/resend-verification`, token: admin.token });
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ detail: 'A new verification link is on its way to the user.' });
    const after = (await t.request({ method: 'GET', url: `/api/admin/users/${member.id}`, token: admin.token })).json();
    expect(after.recent_emails).toEqual([
      expect.objectContaining({ kind: 'verify_email', to: member.email, status: 'PENDING', attempts: 0, last_error: null, sent_at: null }),
    ]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, member.id));
    expect(entry).toMatchObject({ actorId: admin.id, action: 'user.resend_verification', entityType: 'user' });
  });

  it('refuses a verified address (409) and an unknown user (404), writing no audit entry', async () => {
    const admin = await t.createAdmin();
    const member = await t.createUser();
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, member.id));
    expectError(
      await t.request({ method: 'POST', url: `/api/admin/users/${member.id}/resend-verification`, token: admin.token }),
      409,
      'This e-mail address is already verified',
    );
    expectError(
      await t.request({ method: 'POST', url: '/api/admin/users/00000000-0000-4000-8000-000000000000/resend-verification', token: admin.token }),
      404,
      'There is no user with that id',
    );
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, member.id))).toEqual([]);
  });
});
