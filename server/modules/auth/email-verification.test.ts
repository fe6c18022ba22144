import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { EMAIL_VERIFIED, VERIFICATION_SENT, VERIFY_LINK_UNUSABLE } from '#contract/auth/rules.ts';
import { emailVerificationTokens, users } from '#server/db/schema.ts';
import { TEST_PASSWORD, useTestApp, type TestUser } from '#server/test/helper.ts';
import { useTestMailServer } from '#server/test/smtp-server.ts';
import { expectError } from '../admin/test-fixtures.ts';

const mail = useTestMailServer();
const t = useTestApp({ mailTransport: mail.transport, signInLimits: { attemptsPerClientPerMinute: 1000, registrationsPerClientPerHour: 1000 } });

const verify = (token: string) => t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
const me = async (user: TestUser) => (await t.request({ method: 'GET', url: '/api/auth/me', token: user.token })).json();

function tokenIn(message: ParsedMail): string {
  const link = /https?:\/\/\S+\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(message.text ?? '');
  expect(link, `a verification link in: ${message.text}`).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

async function registered(): Promise<TestUser & { message: ParsedMail }> {
  const unique = Math.random().toString(36).slice(2, 10);
  const body = { email: `new-${unique}@example.com`, username: `new_${unique}`, password: TEST_PASSWORD };
  expect((await t.request({ method: 'POST', url: '/api/auth/register', payload: body })).statusCode).toBe(201);
  const signedIn = (await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: TEST_PASSWORD } })).json();
  return { id: signedIn.user.id, email: body.email, username: body.username, token: signedIn.access_token, message: await mail.nextFor(body.email) };
}

describe('verified addresses', () => {
  it('mails a link at registration; the account works before it is opened, and is verified after', async () => {
    const person = await registered();
    expect(person.message.subject).toBe('Confirm your e-mail address for Referral Exchange');
    expect(await me(person)).toMatchObject({ email_verified: false, pending_email: null });
    const token = tokenIn(person.message);
    const opened = await verify(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ detail: EMAIL_VERIFIED });
    expect(await me(person)).toMatchObject({ email_verified: true });
    expectError(await verify(token), 400, VERIFY_LINK_UNUSABLE);
    expectError(await verify('made-up'), 400, VERIFY_LINK_UNUSABLE);
    expectError(await t.request({ method: 'POST', url: '/api/auth/verify-email/resend', token: person.token }), 409, 'This e-mail address is already verified');
  });

  it('resends a link (the older one stops working), three an hour, then 429', async () => {
    const person = await registered();
    const first = tokenIn(person.message);
    const resent = await t.request({ method: 'POST', url: '/api/auth/verify-email/resend', token: person.token });
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ detail: VERIFICATION_SENT });
    const second = tokenIn(await mail.nextFor(person.email));
    expectError(await verify(first), 400, VERIFY_LINK_UNUSABLE);
    expect((await t.request({ method: 'POST', url: '/api/auth/verify-email/resend', token: person.token })).statusCode).toBe(202);
    await mail.nextFor(person.email);
    expectError(
      await t.request({ method: 'POST', url: '/api/auth/verify-email/resend', token: person.token }),
      429,
      'At most 3 verification links are sent an hour. Please try again later.',
    );
    await t.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.userId, person.id));
    expectError(await verify(second), 400, VERIFY_LINK_UNUSABLE);
  });

  it('changes the address only when the new one is confirmed, and tells the old one', async () => {
    const person = await registered();
    await verify(tokenIn(person.message));
    const newAddress = `moved-${person.id}@example.com`;
    const asked = await t.request({ method: 'PUT', url: '/api/auth/profile', token: person.token, payload: { email: newAddress, name: 'Moved' } });
    expect(asked.json()).toMatchObject({ email: person.email, pending_email: newAddress, email_verified: true });

    const notice = await mail.nextFor(person.email);
    expect(notice.subject).toBe('A new e-mail address was asked for on your Referral Exchange account');
    expect(notice.text).toContain(newAddress);
    const link = await mail.nextFor(newAddress);
    expect(link.text).toContain('until then your account keeps its old address');
    expect((await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: newAddress, password: TEST_PASSWORD } })).statusCode).toBe(401);

    const opened = await verify(tokenIn(link));
    expect(opened.json()).toEqual({ detail: `Your e-mail address is now ${newAddress}.` });
    expect(await me(person)).toMatchObject({ email: newAddress, pending_email: null, email_verified: true });
    expect((await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: newAddress, password: TEST_PASSWORD } })).statusCode).toBe(200);
  });

  it('refuses the change with 409 when another account took the address before the link was opened', async () => {
    const person = await registered();
    const wanted = `wanted-${person.id}@example.com`;
    await t.request({ method: 'PUT', url: '/api/auth/profile', token: person.token, payload: { email: wanted } });
    await mail.nextFor(person.email);
    const link = await mail.nextFor(wanted);
    await t.createUser({ email: wanted });
    expectError(await verify(tokenIn(link)), 409, 'An account with this email already exists');
    expect((await t.db.select().from(users).where(eq(users.id, person.id)))[0]).toMatchObject({ email: person.email, pendingEmail: wanted });
  });
});
