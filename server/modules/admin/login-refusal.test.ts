import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { TEST_PASSWORD, useTestApp } from '#server/test/helper.ts';

const t = useTestApp();

describe('POST /api/admin/login refusing an account that is no administrator', () => {
  it('does not record a sign-in for a member who gives the right password', async () => {
    const member = await t.createUser();
    const response = await t.request({ method: 'POST', url: '/api/admin/login', payload: { username: member.username, password: TEST_PASSWORD } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Invalid admin credentials' });
    const [row] = await t.db.select({ lastLoginAt: users.lastLoginAt }).from(users).where(eq(users.id, member.id));
    expect(row?.lastLoginAt).toBeNull();
  });

  it('answers a deactivated member as any other non-administrator, not revealing the account', async () => {
    const member = await t.createUser({ isActive: false });
    const response = await t.request({ method: 'POST', url: '/api/admin/login', payload: { username: member.email, password: TEST_PASSWORD } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Invalid admin credentials' });
  });
});
