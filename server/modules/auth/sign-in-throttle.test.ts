import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
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
    expect(stranger.json()).toEqual({ detail: 'Too many failed sign-in attempts for this account from your network. Please try again in 15 minutes.' });
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
    expect(unknown.json().detail).toBe('Too many failed sign-in attempts for this account. Please try again in 15 minutes, or sign in on a device you have used before.');
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
