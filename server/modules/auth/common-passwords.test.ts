import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_COMMON, RESET_LINK_USABLE } from '#contract/auth/rules.ts';
import { passwordResetTokens, users } from '#server/db/schema.ts';
import { newLinkToken } from '#server/lib/link-tokens.ts';
import { TEST_PASSWORD, useTestApp } from '#server/test/helper.ts';
import { expectError } from '../admin/test-fixtures.ts';

const t = useTestApp({ signInLimits: { attemptsPerClientPerMinute: 1000, registrationsPerClientPerHour: 1000 } });

const login = (email: string, password: string) => t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('common passwords', () => {
  it('are refused at sign-up with "Choose a less common password", in any case, and no account is made', async () => {
    for (const password of ['password1', 'Password1', 'iloveyou', '123456789']) {
      const refused = await t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'common@example.com', username: 'common_one', password },
      });
      expectError(refused, 422, PASSWORD_TOO_COMMON);
    }
    expect(await t.db.select().from(users).where(eq(users.email, 'common@example.com'))).toEqual([]);
    // The spec's 6-character rule comes first, with its own message.
    expectError(
      await t.request({ method: 'POST', url: '/api/auth/register', payload: { email: 'common@example.com', username: 'common_one', password: '12345' } }),
      422,
      'Password must be at least 6 characters long',
    );
    const created = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'common@example.com', username: 'common_one', password: 'uncommon-words-7' },
    });
    expect(created.statusCode).toBe(201);
  });

  it('are refused as a new password, which leaves the current one working', async () => {
    const user = await t.createUser();
    const changed = await t.request({
      method: 'PUT',
      url: '/api/auth/password',
      token: user.token,
      payload: { current_password: TEST_PASSWORD, new_password: 'qwerty123' },
    });
    expectError(changed, 422, PASSWORD_TOO_COMMON);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: user.token })).statusCode).toBe(200);
  });

  it('are refused with a reset link, which still works for a better password', async () => {
    const user = await t.createUser();
    const { token, hash } = newLinkToken();
    await t.db.insert(passwordResetTokens).values({ userId: user.id, tokenHash: hash, expiresAt: new Date(Date.now() + 3_600_000) });
    const confirm = (newPassword: string) =>
      t.request({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, new_password: newPassword } });

    expectError(await confirm('sunshine'), 422, PASSWORD_TOO_COMMON);
    const check = await t.request({ method: 'POST', url: '/api/auth/password-reset/check', payload: { token } });
    expect(check.json()).toEqual({ detail: RESET_LINK_USABLE });
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await confirm('a-far-better-password')).statusCode).toBe(200);
  });

  it('can be asked about before a form is sent: POST /api/auth/password-check', async () => {
    const ask = (body: unknown) => t.request({ method: 'POST', url: '/api/auth/password-check', payload: body as object });
    expect((await ask({ password: 'monkey123' })).json()).toEqual({ common: true });
    expect((await ask({ password: 'MONKEY123' })).json()).toEqual({ common: true });
    expect((await ask({ password: 'uncommon-words-7' })).json()).toEqual({ common: false });
    expectError(await ask({ password: '123' }), 422, 'Password must be at least 6 characters long');
    expectError(await ask({}), 422, 'Password is required');
  });
});
