import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { TokenService } from '#server/lib/tokens.ts';
import { TEST_PASSWORD, useTestApp } from '#server/test/helper.ts';

/**
 * Limits counted in Redis: two app instances behind one load balancer (here, side by side in one
 * process, on one database) share every sign-in, registration and reset limit, and each member's
 * limit on the heaviest reads. Needs a Redis
 * server: TEST_REDIS_URL, or the one on this machine's default port. Without one, skipped.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECOND_SECRET = 'a-test-secret-that-is-long-enough-1234';

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
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

const available = await redisAnswers(REDIS_URL);
if (!available) console.log(`Shared-limit tests skipped: no Redis server answers at ${REDIS_URL} (set TEST_REDIS_URL, or start redis-server).`);

describe.runIf(available)('limits shared across app instances through Redis', () => {
  // Each run's keys apart from any other run's, and from the product's.
  const prefix = `test-${randomUUID()}:`;
  const limits = {
    attemptsPerClientPerMinute: 6,
    failuresPerAccountAndClient: 3,
    failuresPerAccount: 100,
    registrationsPerClientPerHour: 2,
    resetRequestsPerClientPerHour: 2,
  };
  const env = { REDIS_URL, MEMBER_READS_PER_MINUTE: '3' };
  const t = useTestApp({ env, redisKeyPrefix: prefix, signInLimits: limits });
  let second: FastifyInstance;

  beforeAll(async () => {
    second = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
      database: t.database,
      jwtSecret: SECOND_SECRET,
      logger: false,
      redisKeyPrefix: prefix,
      signInLimits: limits,
    });
    await second.ready();
  });

  afterAll(async () => {
    await second?.close();
    const cleaner = new Redis(REDIS_URL);
    const keys = await cleaner.keys(`${prefix}*`);
    if (keys.length > 0) await cleaner.del(...keys);
    cleaner.disconnect();
  });

  /** A request through instance `n` (0 or 1), from a client address as the load balancer reports it. */
  const through = (n: number, url: string, payload: object, from: string) =>
    (n === 0 ? t.app : second).inject({ method: 'POST', url, payload, remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': from } });

  it('counts an account’s failed sign-ins from one address on every instance', async () => {
    const owner = await t.createUser();
    const from = '198.51.100.40';
    for (const n of [0, 1, 0]) expect((await through(n, '/api/auth/login', { email: owner.email, password: 'wrong-guess' }, from)).statusCode).toBe(401);
    // The fourth try, even with the right password and on the instance that saw one failure, waits.
    const refused = await through(1, '/api/auth/login', { email: owner.email, password: TEST_PASSWORD }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Too many failed sign-in attempts for this account from your network\. We have sent a sign-in link/);
    // Another address still signs in, through either instance.
    expect((await through(0, '/api/auth/login', { email: owner.email, password: TEST_PASSWORD }, '203.0.113.40')).statusCode).toBe(200);
  });

  it('counts one address’s sign-in attempts per minute across instances', async () => {
    const from = '198.51.100.41';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      statuses.push((await through(attempt % 2, '/api/auth/login', { email: `nobody-${attempt}@example.com`, password: 'wrong-guess' }, from)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it('counts registrations and password resets per address across instances', async () => {
    const from = '198.51.100.42';
    const register = (n: number, i: number) =>
      through(
        n,
        '/api/auth/register',
        {
          email: `shared-${i}-${randomUUID().slice(0, 6)}@example.com`,
          username: `shared_${i}_${randomUUID().slice(0, 6)}`,
          password: 'long-enough-1',
          name: 'Ada',
        },
        from,
      );
    expect([(await register(0, 1)).statusCode, (await register(1, 2)).statusCode, (await register(0, 3)).statusCode]).toEqual([201, 201, 429]);
    const reset = (n: number) => through(n, '/api/auth/password-reset/request', { email: 'someone@example.com' }, from);
    expect([(await reset(1)).statusCode, (await reset(0)).statusCode, (await reset(1)).statusCode]).toEqual([202, 202, 429]);
  });

  it('counts a member’s heaviest reads across instances', async () => {
    const member = await t.createUser();
    // Each instance's own token for the same member: the count is the member's, not the token's.
    const tokens = [member.token, await new TokenService(SECOND_SECRET).issue({ userId: member.id, scope: 'user' })];
    const dashboard = (n: number) =>
      (n === 0 ? t.app : second).inject({ method: 'GET', url: '/api/dashboard', headers: { authorization: `Bearer ${tokens[n]}` } });
    const statuses = [];
    for (const n of [0, 1, 0, 1]) statuses.push((await dashboard(n)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
