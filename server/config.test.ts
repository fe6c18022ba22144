import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openTestDatabase } from './test/helper.ts';

describe('settings from the environment', () => {
  it('trusts forwarded addresses from nobody in production and from loopback and private-network peers in development, unless TRUST_PROXY says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'log' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'log', TRUST_PROXY: '10.0.0.5' }).trustProxy).toBe('10.0.0.5');
    expect(loadConfig({ NODE_ENV: 'development' }).trustProxy).toBe('loopback, linklocal, uniquelocal');
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'log', TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(() => loadConfig({ TRUST_PROXY: 'the load balancer' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'the load balancer' })).toThrow(/TRUST_PROXY must be true, false, a number of proxy hops/);
  });

  it('keeps 10 database connections per process unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE must be at least 1/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'lots' })).toThrow(/DATABASE_POOL_SIZE must be a number of connections/);
  });

  it('writes its Redis keys under the product’s prefix unless REDIS_KEY_PREFIX names another', () => {
    expect(loadConfig({}).redisKeyPrefix).toBe('referral-exchange:');
    expect(loadConfig({ REDIS_KEY_PREFIX: '  ' }).redisKeyPrefix).toBe('referral-exchange:');
    expect(loadConfig({ REDIS_KEY_PREFIX: 'staging:' }).redisKeyPrefix).toBe('staging:');
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'with space' })).toThrow(/REDIS_KEY_PREFIX must be 1 to 64 letters/);
  });

  it('seals second factors under JWT_SECRET unless SECOND_FACTOR_KEY names a key of their own, as long as it', () => {
    expect(loadConfig({}).secondFactorKey).toBeUndefined();
    expect(loadConfig({ SECOND_FACTOR_KEY: ' ' }).secondFactorKey).toBeUndefined();
    expect(loadConfig({ SECOND_FACTOR_KEY: 'k'.repeat(32) }).secondFactorKey).toBe('k'.repeat(32));
    expect(() => loadConfig({ SECOND_FACTOR_KEY: 'short' })).toThrow(/SECOND_FACTOR_KEY must be at least 32 characters long/);
  });
});

describe('the client address behind a proxy', () => {
  /** The address the app takes as the client's, for a request from `peer` carrying this X-Forwarded-For, in production with `env`. */
  async function clientAddress(env: Record<string, string>, peer: string, forwardedFor: string): Promise<string> {
    const database = await openTestDatabase();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'production', SMTP_URL: 'log', LOG_LEVEL: 'silent', ...env }),
      database,
      jwtSecret: 'b'.repeat(64),
      logger: false,
    });
    app.get('/client-address', (request) => ({ ip: request.ip }));
    try {
      const seen = await app.inject({ method: 'GET', url: '/client-address', remoteAddress: peer, headers: { 'x-forwarded-for': forwardedFor } });
      return seen.json<{ ip: string }>().ip;
    } finally {
      await app.close();
      await database.close();
    }
  }

  it('takes the address the named load balancer saw, so a client cannot pick its own by sending X-Forwarded-For', async () => {
    // The load balancer (10.0.0.2) appended the address it saw; the first one is the client's own claim.
    expect(await clientAddress({ TRUST_PROXY: '10.0.0.2' }, '10.0.0.2', '198.51.100.9, 203.0.113.5')).toBe('203.0.113.5');
  });

  it('believes no X-Forwarded-For in production unless TRUST_PROXY names the proxies: a neighbour on the private network cannot choose its address', async () => {
    expect(await clientAddress({}, '10.0.0.7', '203.0.113.77')).toBe('10.0.0.7');
    expect(await clientAddress({}, '127.0.0.1', '203.0.113.78')).toBe('127.0.0.1');
    expect(await clientAddress({ TRUST_PROXY: '10.0.0.2' }, '10.0.0.7', '203.0.113.79')).toBe('10.0.0.7');
  });
});
