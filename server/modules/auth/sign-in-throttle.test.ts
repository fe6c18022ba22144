import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, signInLinks, users } from '#server/db/schema.ts';
import { TEST_PASSWORD, useTestApp } from '#server/test/helper.ts';

// A small overall allowance per account, so the distributed case below stays short.
const t = useTestApp({ signInLimits: { attemptsPerClientPerMinute: 10, failuresPerAccountAndClient: 5, failuresPerAccount: 8 } });

/** A sign-in from a client address, as the load balancer in front (a private peer) reports it. */
function login(email: string, password: string, from: string, cookie?: string) {
  return t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
  });
}

/** The device cookie a successful sign-in sets, as the browser sends it back. */
function deviceCookie(response: Awaited<ReturnType<typeof login>>): string {
  const header = [response.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith('device='));
  expect(header).toMatch(/; HttpOnly/);
  expect(header).toMatch(/; SameSite=Strict/);
  expect(header).toMatch(/; Path=\/api/);
  return header!.split(';')[0]!;
}

describe('sign-in throttling', () => {
  it('does not let a stranger’s five failures stop the owner signing in from another address', async () => {
    const owner = await t.createUser();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(owner.email, 'wrong-guess', '198.51.100.7')).statusCode).toBe(401);
    const stranger = await login(owner.email, TEST_PASSWORD, '198.51.100.7');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toEqual({
      detail:
        'Too many failed sign-in attempts for this account from your network. We have sent a sign-in link to the account’s e-mail address: open it in this browser to sign in, or try again in 15 minutes.',
    });
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(14 * 60);

    expect((await login(owner.email, TEST_PASSWORD, '203.0.113.9')).statusCode).toBe(200);
  });

  it('lets a browser that signed in before keep its own allowance when guesses come from everywhere', async () => {
    const owner = await t.createUser();
    const before = await login(owner.email, TEST_PASSWORD, '203.0.113.10');
    expect(before.statusCode).toBe(200);
    const ownersBrowser = deviceCookie(before);

    // Guesses from many addresses use up the account's overall allowance (8 here)...
    for (let attempt = 0; attempt < 8; attempt += 1) expect((await login(owner.email, 'wrong-guess', `198.51.100.${20 + attempt}`)).statusCode).toBe(401);
    // ...so an unknown client waits, even with the right password...
    const unknown = await login(owner.email, TEST_PASSWORD, '203.0.113.11');
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json().detail).toBe(
      'Too many failed sign-in attempts for this account. We have sent a sign-in link to the account’s e-mail address: open it in this browser to sign in, or try again in 15 minutes or on a device you have used before.',
    );
    // ...while the owner's browser signs in, from any address.
    expect((await login(owner.email, TEST_PASSWORD, '203.0.113.12', ownersBrowser)).statusCode).toBe(200);
  });

  it('trusts a device only for its own account, and only with our signature', async () => {
    const [owner, other] = [await t.createUser(), await t.createUser()];
    const othersBrowser = deviceCookie(await login(other.email, TEST_PASSWORD, '203.0.113.20'));
    const forged = `device=${encodeURIComponent(`${owner.id} 11111111-1111-4111-8111-111111111111`)}.bm90LW91ci1zaWduYXR1cmU`;
    for (let attempt = 0; attempt < 8; attempt += 1) expect((await login(owner.email, 'wrong-guess', `198.51.100.${40 + attempt}`)).statusCode).toBe(401);
    expect((await login(owner.email, TEST_PASSWORD, '203.0.113.21', othersBrowser)).statusCode).toBe(429);
    expect((await login(owner.email, TEST_PASSWORD, '203.0.113.22', forged)).statusCode).toBe(429);
  });

  it('gives a trusted device five tries of its own', async () => {
    const owner = await t.createUser();
    const browser = deviceCookie(await login(owner.email, TEST_PASSWORD, '203.0.113.30'));
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(owner.email, 'typo-typo', '203.0.113.30', browser)).statusCode).toBe(401);
    const paused = await login(owner.email, TEST_PASSWORD, '203.0.113.30', browser);
    expect(paused.statusCode).toBe(429);
    expect(paused.json().detail).toBe('Too many failed sign-in attempts on this device. Please try again in 15 minutes.');
  });

  it('believes X-Forwarded-For only from loopback and private-network peers, never from a public address', async () => {
    const user = await t.createUser();
    // A client connecting directly from a public address, naming a new address in every request.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `nobody-${attempt}@example.com`, password: 'wrong-guess' },
        remoteAddress: '192.0.2.77',
        headers: { 'x-forwarded-for': `198.18.${attempt}.1` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    // Through the load balancer, each client is counted as itself.
    expect((await login(user.email, TEST_PASSWORD, '198.18.200.1')).statusCode).toBe(200);
  });

  it('makes a scrypt hash from before Argon2id again at the next successful sign-in', async () => {
    const salt = randomBytes(16);
    const key = scryptSync(TEST_PASSWORD.normalize('NFKC'), salt, 64, { N: 1024, r: 8, p: 1 });
    const user = await t.createUser({ passwordHash: ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$') });
    expect((await login(user.email, TEST_PASSWORD, '203.0.113.40')).statusCode).toBe(200);
    const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
    expect((await login(user.email, TEST_PASSWORD, '203.0.113.40')).statusCode).toBe(200);
  });
});

describe('guesses sent at once', () => {
  it('are counted as they arrive: of 20 wrong passwords from one address at once, at most 5 are tried', async () => {
    const owner = await t.createUser();
    const statuses = await Promise.all(Array.from({ length: 20 }, () => login(owner.email, 'wrong-guess', '198.51.100.60')));
    const codes = statuses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code !== 401).every((code) => code === 429)).toBe(true);
  });

  it('keep to the account’s overall allowance from many addresses at once', async () => {
    const owner = await t.createUser();
    const statuses = await Promise.all(Array.from({ length: 20 }, (_, index) => login(owner.email, 'wrong-guess', `198.51.101.${index + 1}`)));
    expect(statuses.filter((response) => response.statusCode === 401).length).toBeLessThanOrEqual(8);
  });
});

describe('a sign-in link when an account refuses unknown browsers', () => {
  const linksTo = async (userId: string) =>
    (await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId))).filter((mail) => mail.kind === 'sign_in_link');
  const tokenOf = (mail: { textBody: string }) => /sign-in-link\?token=([\w-]+)/.exec(mail.textBody)![1]!;

  it('is sent to the owner once a quarter of an hour, signs in the browser that opens it, and makes it a device the account trusts', async () => {
    const owner = await t.createUser();
    for (let attempt = 0; attempt < 8; attempt += 1) await login(owner.email, 'wrong-guess', `198.51.102.${attempt + 1}`);
    const refused = await login(owner.email, TEST_PASSWORD, '203.0.113.50');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toContain('We have sent a sign-in link to the account’s e-mail address');
    // More refusals within the quarter of an hour send nothing more.
    expect((await login(owner.email, TEST_PASSWORD, '203.0.113.51')).statusCode).toBe(429);
    const links = await linksTo(owner.id);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ toAddress: owner.email, subject: 'Sign in to Referral Exchange with this link' });
    expect(links[0]!.textBody).toContain('/sign-in-link?token=');

    const opened = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in-link',
      payload: { token: tokenOf(links[0]!) },
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.50' },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ token_type: 'bearer', user: { id: owner.id } });
    const browser = deviceCookie(opened as never);
    // That browser's password now works, though the account still refuses unknown ones.
    expect((await login(owner.email, TEST_PASSWORD, '203.0.113.50', browser)).statusCode).toBe(200);
    expect((await login(owner.email, TEST_PASSWORD, '203.0.113.52')).statusCode).toBe(429);
    // Single use.
    const again = await t.request({ method: 'POST', url: '/api/auth/sign-in-link', payload: { token: tokenOf(links[0]!) } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'This sign-in link has expired or has already been used. Sign in with your password, or wait for a new link.' });
  });

  it('answers the same for an address no account uses, and sends nothing', async () => {
    const before = await t.db.select().from(mailOutbox);
    for (let attempt = 0; attempt < 8; attempt += 1) await login('nobody-here@example.com', 'wrong-guess', `198.51.103.${attempt + 1}`);
    const refused = await login('nobody-here@example.com', 'wrong-guess', '203.0.113.60');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(
      'Too many failed sign-in attempts for this account. We have sent a sign-in link to the account’s e-mail address: open it in this browser to sign in, or try again in 15 minutes or on a device you have used before.',
    );
    expect(await t.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it('refuses a made-up token, an expired one, and an administrator’s link opened in the product', async () => {
    expect((await t.request({ method: 'POST', url: '/api/auth/sign-in-link', payload: { token: 'made-up' } })).statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: '/api/auth/sign-in-link', payload: {} })).statusCode).toBe(422);
    const owner = await t.createUser();
    for (let attempt = 0; attempt < 8; attempt += 1) await login(owner.email, 'wrong-guess', `198.51.104.${attempt + 1}`);
    await login(owner.email, TEST_PASSWORD, '203.0.113.70');
    const [link] = await linksTo(owner.id);
    await t.db
      .update(signInLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInLinks.userId, owner.id));
    expect((await t.request({ method: 'POST', url: '/api/auth/sign-in-link', payload: { token: tokenOf(link!) } })).statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: '/api/admin/sign-in-link', payload: { token: tokenOf(link!) } })).statusCode).toBe(400);
  });
});

describe('checking the current password to change it', () => {
  it('allows five wrong a quarter of an hour, then 429 even for the right one', async () => {
    const owner = await t.createUser();
    const change = (current: string) =>
      t.request({ method: 'PUT', url: '/api/auth/password', token: owner.token, payload: { current_password: current, new_password: 'a-new-password-1' } });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await change('wrong-guess')).statusCode).toBe(403);
    const refused = await change(TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: 'Too many wrong passwords. Please try again in 15 minutes.' });
    const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, owner.id));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
  });

  it('counts guesses sent at once before checking them', async () => {
    const owner = await t.createUser();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.request({
          method: 'PUT',
          url: '/api/auth/password',
          token: owner.token,
          payload: { current_password: 'wrong-guess', new_password: 'a-new-password-1' },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 403).length).toBeLessThanOrEqual(5);
  });
});
