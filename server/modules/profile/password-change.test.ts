import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { TEST_PASSWORD, useTestApp } from '#server/test/helper.ts';

const t = useTestApp();
const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/me', token });
async function signIn(email: string, password: string): Promise<string> {
  const answer = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  // A token in an answer must never be kept by a cache.
  expect(answer.headers['cache-control']).toBe('no-store');
  return answer.json<{ access_token: string }>().access_token;
}

describe('a password change', () => {
  it('ends every other session of the account at once, and the caller continues with the new token', async () => {
    const user = await t.createUser();
    const phone = await signIn(user.email, TEST_PASSWORD);
    const laptop = await signIn(user.email, TEST_PASSWORD);
    const admin = await t.createAdmin();
    const adminSession = admin.token;
    for (const token of [phone, laptop]) expect((await me(token)).statusCode).toBe(200);

    const changed = await t.as({ token: laptop }).put('/api/auth/password', { current_password: TEST_PASSWORD, new_password: 'a-brand-new-password' });
    expect(changed.statusCode).toBe(200);
    const { access_token: renewed } = changed.json<{ access_token: string }>();

    for (const token of [phone, laptop]) {
      const ended = await me(token);
      expect(ended.statusCode).toBe(401);
      expect(ended.json()).toEqual({ detail: 'Your session has ended. Please sign in again.' });
    }
    expect((await me(renewed)).statusCode).toBe(200);
    // Another account's sessions are untouched.
    expect((await t.request({ method: 'GET', url: '/api/admin/users/metrics', token: adminSession })).statusCode).toBe(200);
    // A new sign-in gets the new version too.
    expect((await me(await signIn(user.email, 'a-brand-new-password'))).statusCode).toBe(200);
  });

  it('ends the account’s administrator sessions as well', async () => {
    const admin = await t.createAdmin();
    const userToken = await t.tokens.issue({ userId: admin.id, scope: 'user' });
    const changed = await t.as({ token: userToken }).put('/api/auth/password', { current_password: TEST_PASSWORD, new_password: 'a-brand-new-password' });
    expect(changed.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/admin/users/metrics', token: admin.token })).statusCode).toBe(401);
  });

  it('changes nothing when refused', async () => {
    const user = await t.createUser();
    const refused = await t.as(user).put('/api/auth/password', { current_password: 'not-the-password', new_password: 'a-brand-new-password' });
    expect(refused.statusCode).toBe(403);
    expect((await me(user.token)).statusCode).toBe(200);
    const [row] = await t.db.select({ version: users.sessionVersion }).from(users).where(eq(users.id, user.id));
    expect(row?.version).toBe(0);
  });
});
