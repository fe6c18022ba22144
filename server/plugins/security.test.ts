import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { EARLY_READ_SCRIPT_SOURCE } from './app-shell.ts';
import { loadConfig } from '../config.ts';
import { openTestDatabase, TEST_PASSWORD, useTestApp } from '../test/helper.ts';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'referral-exchange-web-'));
fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>app</title>');

const t = useTestApp({ webRoot, signInLimits: { attemptsPerClientPerMinute: 3, failuresPerAccountAndClient: 100 } });

describe('security headers', () => {
  it('sends a Content-Security-Policy that allows only this origin, with the other helmet headers, on the API and the app shell', async () => {
    for (const url of ['/api/health', '/dashboard']) {
      const response = await t.request({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
      // The one inline script allowed: the dashboard's early read, by its hash.
      expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
      expect(policy).toContain(EARLY_READ_SCRIPT_SOURCE);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('request size', () => {
  it('refuses a body over 256 KB with 413 and a detail, creating nothing', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'big@example.com', username: 'biggest', password: 'x'.repeat(300 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'The request body is too large' });
    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'big@example.com', password: 'whatever1' } });
    expect(login.statusCode).toBe(401);
  });
});

describe('sign-in rate limit per client address', () => {
  it('answers 429 with Retry-After once an address has used its attempts for the minute, even with the right password', async () => {
    const user = await t.createUser();
    const from = (remoteAddress: string, password: string) =>
      t.request({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password }, remoteAddress });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await from('203.0.113.7', 'wrong-password')).statusCode).toBe(401);
    const limited = await from('203.0.113.7', TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toEqual({ detail: 'Too many sign-in attempts from your network. Please wait a minute and try again.' });
    // Another address is not held back by the first one's attempts.
    expect((await from('203.0.113.8', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('limits the admin sign-in the same way', async () => {
    const attempt = () =>
      t.request({ method: 'POST', url: '/api/admin/login', payload: { username: 'nobody', password: 'wrong-password' }, remoteAddress: '198.51.100.4' });
    for (let count = 0; count < 3; count += 1) expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(429);
  });
});

describe('logs', () => {
  it('never carry a password or a token, even at trace level', async () => {
    let written = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString();
        done();
      },
    });
    const database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace' });
    const app = await buildApp({ config, database, jwtSecret: 'a'.repeat(64), logger: { level: 'trace', stream: sink } });
    try {
      const password = 'Very-Secret-Passphrase-42';
      const register = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'logs@example.com', username: 'log_reader', password },
      });
      expect(register.statusCode).toBe(201);
      const signIn = async () =>
        (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'logs@example.com', password } })).json().access_token as string;
      const token = await signIn();
      const loginToken = await signIn();
      expect(token).toBeTruthy();
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'logs@example.com', password: `${password}-wrong` } });
      await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
      await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}x` } });
      await app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        headers: { authorization: `Bearer ${loginToken}` },
        payload: { current_password: password, new_password: 'short' },
      });
      await app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'admin', password } });

      expect(written.length).toBeGreaterThan(0);
      expect(written).toContain('/api/auth/me');
      for (const secret of [password, token, loginToken, token.split('.')[2]!]) expect(written).not.toContain(secret);
      expect(written.toLowerCase()).not.toContain('bearer');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
