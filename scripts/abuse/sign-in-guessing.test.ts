import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startAppProcess, type AppProcess } from '../lib/app-process.ts';
import { migratedDataDir } from '#scripts/test/migrated-data-dir.ts';

/**
 * Password guessing against a real server process, counting in Redis as processes behind a load
 * balancer do (the machine's Redis, TEST_REDIS_URL; in the process's memory when none answers):
 * guesses sent at once are counted before any is tried, and a stranger's guesses never lock the
 * owner out. The process believes X-Forwarded-For from loopback (development's default), so each
 * request can come from an address of the test's choosing. Its keys start with a prefix of this
 * run's own (REDIS_KEY_PREFIX) and are removed afterwards: the same addresses and accounts counted
 * by an earlier run within the hour would otherwise be refused before the test begins.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS_KEY_PREFIX = `test-guessing-${randomUUID()}:`;
const dataDir = migratedDataDir('guessing');
let server: AppProcess;

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

type Answer = { status: number; body: { detail?: string; access_token?: string }; cookie: string | null };

async function post(pathname: string, body: object, from: string, cookie?: string | null): Promise<Answer> {
  const response = await fetch(`${server.api}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const device = response.headers.getSetCookie().find((value) => value.startsWith('device='));
  return { status: response.status, body: await response.json(), cookie: device ? device.split(';')[0]! : null };
}

const memberLogin = (email: string, password: string, from: string, cookie?: string | null) => post('/auth/login', { email, password }, from, cookie);
const adminLogin = (password: string, from: string, cookie?: string | null) => post('/admin/login', { username: 'admin', password }, from, cookie);
const ADMIN_PASSWORD = 'admin12345';

/** The token of the sign-in link mailed to this address, once the process's mail sender has logged it (within 10 s). */
async function signInLinkFor(address: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const line = server
      .output()
      .split('\n')
      .find((candidate) => candidate.includes(`mail to ${address}`) && candidate.includes('sign-in-link?token='));
    if (line) return /sign-in-link\?token=([\w-]+)/.exec(line)![1]!;
    if (Date.now() > deadline) throw new Error(`no sign-in link was mailed to ${address}:\n${server.output()}`);
    await new Promise((resolve) => server.child.stdout!.once('data', resolve));
  }
}

const redis = await redisAnswers();
if (!redis) console.log(`Sign-in guessing runs with limits in the process's memory: no Redis answers at ${REDIS_URL}.`);

beforeAll(async () => {
  server = await startAppProcess(await freePort(), {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    SMTP_URL: 'log',
    // Per-address attempts per minute out of the way: these tests are about the per-account counts.
    LOGIN_ATTEMPTS_PER_MINUTE: '1000',
    ...(redis ? { REDIS_URL, REDIS_KEY_PREFIX } : {}),
  });
}, 60_000);

afterAll(async () => {
  await server?.stop('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (redis) {
    const cleaner = new Redis(REDIS_URL);
    const keys = await cleaner.keys(`${REDIS_KEY_PREFIX}*`);
    if (keys.length > 0) await cleaner.del(...keys);
    cleaner.disconnect();
  }
});

async function member(name: string): Promise<string> {
  const email = `${name}@guessing.example.com`;
  const registered = await post('/auth/register', { email, username: name, password: 'the-owners-password' }, '203.0.113.200');
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return email;
}

describe('guesses sent at once', () => {
  it('are counted before any is tried: 20 wrong passwords for a member from one address, at most 5 answered 401, the rest 429', async () => {
    const email = await member('concurrent_guesses');
    const answers = await Promise.all(Array.from({ length: 20 }, () => memberLogin(email, 'a-wrong-guess', '198.51.100.10')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length, statuses.join(' ')).toBeLessThanOrEqual(5);
    expect(
      statuses.filter((status) => status !== 401).every((status) => status === 429),
      statuses.join(' '),
    ).toBe(true);
  });

  it('the same for the administrator', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => adminLogin('a-wrong-guess', '198.51.100.11')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length, statuses.join(' ')).toBeLessThanOrEqual(5);
    expect(
      statuses.filter((status) => status !== 401).every((status) => status === 429),
      statuses.join(' '),
    ).toBe(true);
  });
});

describe('a stranger guessing from many addresses', () => {
  /** 50 wrong passwords from 10 addresses, five each, as in the report that found the lock-out. */
  async function guessFromTenAddresses(login: (from: string) => Promise<Answer>, block: number) {
    for (let address = 0; address < 10; address += 1) {
      await Promise.all(Array.from({ length: 5 }, () => login(`198.51.${block}.${address + 1}`)));
    }
  }

  it('cannot lock a member out: the new browser is told of a sign-in link, the link signs it in, and its password works there from then on', async () => {
    const email = await member('guessed_at');
    await guessFromTenAddresses((from) => memberLogin(email, 'a-wrong-guess', from), 110);

    const newBrowser = await memberLogin(email, 'the-owners-password', '203.0.113.20');
    expect(newBrowser.status).toBe(429);
    expect(newBrowser.body.detail).toContain('We have sent a sign-in link to the account’s e-mail address');

    const opened = await post('/auth/sign-in-link', { token: await signInLinkFor(email) }, '203.0.113.20');
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.access_token).toBeTruthy();
    expect(opened.cookie).toMatch(/^device=/);
    expect((await memberLogin(email, 'the-owners-password', '203.0.113.20', opened.cookie)).status).toBe(200);
  });

  it('never locks the administrator’s known browser, and sends a link for a new one', async () => {
    const before = await adminLogin(ADMIN_PASSWORD, '203.0.113.30');
    expect(before.status).toBe(200);
    await guessFromTenAddresses((from) => adminLogin('a-wrong-guess', from), 120);

    expect((await adminLogin(ADMIN_PASSWORD, '203.0.113.31', before.cookie)).status).toBe(200);
    const newBrowser = await adminLogin(ADMIN_PASSWORD, '203.0.113.32');
    expect(newBrowser.status).toBe(429);
    expect(newBrowser.body.detail).toContain('We have sent a sign-in link to the account’s e-mail address');
  });
});
