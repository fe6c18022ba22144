import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { RESET_LINK_UNUSABLE, RESET_REQUESTED } from '#contract/auth/rules.ts';
import { mailOutbox, passwordResetTokens } from '#server/db/schema.ts';
import { TEST_PASSWORD, useTestApp } from '#server/test/helper.ts';
import { useTestMailServer } from '#server/test/smtp-server.ts';
import { expectError } from '../admin/test-fixtures.ts';

const mail = useTestMailServer();
const t = useTestApp({ mailTransport: mail.transport });

const ask = (email: string) => t.request({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email } });
const confirm = (token: string, newPassword = 'a-brand-new-password') =>
  t.request({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, new_password: newPassword } });
const login = (email: string, password: string) => t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** The token of the reset link in a received message. */
function tokenIn(message: ParsedMail): string {
  const link = /https?:\/\/\S+\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(message.text ?? '');
  expect(link, `a reset link in: ${message.text}`).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

describe('password reset over a real SMTP server', () => {
  it('mails a single-use link that sets a new password, signs in, ends the other sessions and sends a notice', async () => {
    const user = await t.createUser();
    const asked = await ask(user.email.toUpperCase());
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ detail: RESET_REQUESTED });

    const message = await mail.nextFor(user.email);
    expect(message.subject).toBe('Reset your Referral Exchange password');
    expect(message.text).toContain('You are receiving this because a password reset was asked for with this address.');
    expect(message.html).toContain('Choose a new password');
    expect(message.messageId).toMatch(/^<[0-9a-f-]+@localhost>$/);
    const token = tokenIn(message);
    expect(await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, token))).toEqual([]);

    const changed = await confirm(token);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ token_type: 'bearer', user: { id: user.id, email: user.email } });
    const fresh = changed.json().access_token as string;
    expectError(await t.request({ method: 'GET', url: '/api/auth/me', token: user.token }), 401, 'Your session has ended. Please sign in again.');
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: fresh })).statusCode).toBe(200);
    expect((await login(user.email, 'a-brand-new-password')).statusCode).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);

    const notice = await mail.nextFor(user.email);
    expect(notice.subject).toBe('Your Referral Exchange password was changed');
    expectError(await confirm(token, 'yet-another-password'), 400, RESET_LINK_UNUSABLE);
  });

  it('answers the same for an address nobody uses, and sends nothing', async () => {
    const user = await t.createUser();
    const known = await ask(user.email);
    const unknown = await ask(`nobody-${user.id}@example.com`);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const headersOf = (response: typeof known) =>
      Object.keys(response.headers)
        .filter((name) => !['date', 'x-request-id'].includes(name))
        .sort();
    expect(headersOf(unknown)).toEqual(headersOf(known));
    await t.app.mailer.sender!.idle();
    const rows = await t.db.select({ to: mailOutbox.toAddress }).from(mailOutbox);
    expect(rows.map((row) => row.to)).not.toContain(`nobody-${user.id}@example.com`);
    await mail.nextFor(user.email);
  });

  it('refuses a made-up, an expired and a replaced link with 400; only the newest works', async () => {
    const user = await t.createUser();
    expectError(await confirm('made-up-token-made-up-token-made-up-token-xx'), 400, RESET_LINK_UNUSABLE);
    await ask(user.email);
    const first = tokenIn(await mail.nextFor(user.email));
    await ask(user.email);
    const second = tokenIn(await mail.nextFor(user.email));
    expectError(await confirm(first), 400, RESET_LINK_UNUSABLE);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expectError(await confirm(second), 400, RESET_LINK_UNUSABLE);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expectError(await confirm(second, 'short'), 422, /^Password must be at least/);
  });

  it('says whether a link can be used before the new password is asked for, without using it', async () => {
    const user = await t.createUser();
    const check = (token: string) => t.request({ method: 'POST', url: '/api/auth/password-reset/check', payload: { token } });
    expectError(await check('made-up-token-made-up-token-made-up-token-xx'), 400, RESET_LINK_UNUSABLE);
    await ask(user.email);
    const token = tokenIn(await mail.nextFor(user.email));
    for (let time = 0; time < 2; time += 1) {
      const usable = await check(token);
      expect(usable.statusCode).toBe(200);
      expect(usable.json()).toEqual({ detail: 'This link can be used to choose a new password.' });
    }
    expect((await confirm(token)).statusCode).toBe(200);
    expectError(await check(token), 400, RESET_LINK_UNUSABLE);
  });

  it('sends an account at most three links an hour, answering the same after that', async () => {
    const user = await t.createUser();
    for (let asked = 0; asked < 4; asked += 1) expect((await ask(user.email)).json()).toEqual({ detail: RESET_REQUESTED });
    await t.app.mailer.sender!.idle();
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, user.id))).toHaveLength(3);
    for (let taken = 0; taken < 3; taken += 1) await mail.nextFor(user.email);
  });
});

describe('the outbox', () => {
  it('keeps a message a refusing mail server turned away for a while, and delivers it once it accepts again', async () => {
    const user = await t.createUser();
    mail.refuseWith(451);
    await ask(user.email);
    await t.app.mailer.sender!.idle();
    const [waiting] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, user.id));
    expect(waiting).toMatchObject({ status: 'PENDING', attempts: 1, lastError: expect.stringContaining('451') });
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    mail.refuseWith(null);
    await t.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.id, waiting!.id));
    t.app.mailer.wake();
    const delivered = await mail.nextFor(user.email);
    expect(delivered.messageId).toBe(waiting!.messageId);
    await t.app.mailer.sender!.idle();
    expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, waiting!.id)))[0]).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
  });

  it('gives up at once on a permanent refusal (5xx), and records why', async () => {
    const user = await t.createUser();
    mail.refuseWith(550);
    await ask(user.email);
    await t.app.mailer.sender!.idle();
    mail.refuseWith(null);
    expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, user.id)))[0]).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      lastError: expect.stringContaining('550'),
    });
  });
});
