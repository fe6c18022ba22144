import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startAppProcess, type AppProcess } from '../lib/app-process.ts';
import { migratedDataDir } from '#scripts/test/migrated-data-dir.ts';

/**
 * Limits while Redis is away: a server process counting in a Redis of the test's own, which the test
 * stops and starts again. Before, with Redis stopped every per-address limit let everything through
 * (@fastify/rate-limit's skipOnError): 12 registrations, 25 resets and 30 sign-ins from one address.
 * Needs redis-server (`apt-get install redis-server`; .ci/run installs it); skipped, saying so, without.
 */
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? 'redis-server';
const installed = spawnSync(REDIS_SERVER, ['--version']).status === 0;
if (!installed) console.log('Redis outage test skipped: no redis-server to start and stop (apt-get install redis-server).');

const dataDir = migratedDataDir('redis-outage');
let redisPort: number;
let redis: ChildProcess | undefined;
let server: AppProcess;

/** Starts the test's own Redis on its port, keeping nothing on disk, and waits until it answers. */
async function startRedis(): Promise<void> {
  redis = spawn(REDIS_SERVER, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const client = new Redis(`redis://127.0.0.1:${redisPort}`, { retryStrategy: (attempt) => (attempt > 100 ? null : 50), maxRetriesPerRequest: null });
  client.on('error', () => {});
  try {
    await client.ping();
  } finally {
    client.disconnect();
  }
}

async function stopRedis(): Promise<void> {
  const stopped = new Promise((resolve) => redis!.once('exit', resolve));
  redis!.kill('SIGKILL');
  await stopped;
}

/** Waits for a line in the server's log (its output), as it is written. */
async function logged(text: string): Promise<void> {
  while (!server.output().includes(text)) await new Promise((resolve) => server.child.stdout!.once('data', resolve));
}

async function post(pathname: string, body: object, from: string): Promise<number> {
  const response = await fetch(`${server.api}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

beforeAll(async () => {
  if (!installed) return;
  redisPort = await freePort();
  await startRedis();
  server = await startAppProcess(await freePort(), {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    SMTP_URL: 'log',
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  });
}, 60_000);

afterAll(async () => {
  await server?.stop('SIGTERM');
  if (redis && redis.exitCode === null && redis.signalCode === null) await stopRedis();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.runIf(installed)('with Redis stopped', () => {
  it('every per-address limit counts in the process instead, the log says so once, and Redis is used again once it answers', async () => {
    await stopRedis();

    const registrations: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      registrations.push(
        await post('/auth/register', { email: `outage-${index}@example.com`, username: `outage_${index}`, password: 'a-long-password' }, '198.51.100.80'),
      );
    }
    expect(registrations).toEqual([...Array<number>(10).fill(201), 429, 429]);

    const resets: number[] = [];
    for (let index = 0; index < 25; index += 1)
      resets.push(await post('/auth/password-reset/request', { email: `someone-${index}@example.com` }, '198.51.100.81'));
    expect(resets).toEqual([...Array<number>(20).fill(202), ...Array<number>(5).fill(429)]);

    const signIns: number[] = [];
    for (let index = 0; index < 30; index += 1)
      signIns.push(await post('/auth/login', { email: `nobody-${index}@example.com`, password: 'a-wrong-guess' }, '198.51.100.82'));
    expect(signIns).toEqual([...Array<number>(20).fill(401), ...Array<number>(10).fill(429)]);

    await logged('Redis does not answer');
    expect(server.output().split('Redis does not answer').length - 1, 'said once').toBe(1);

    // Back again: the next limited request counts in Redis.
    await startRedis();
    const client = new Redis(`redis://127.0.0.1:${redisPort}`);
    try {
      // The process's connection comes back on its own retry; until it does, requests keep counting in memory.
      // Each try from an address of its own, so none meets a limit while the connection is on its way back.
      let keys: string[] = [];
      for (let attempt = 1; keys.length === 0; attempt += 1) {
        const from = `198.18.${Math.floor(attempt / 250)}.${(attempt % 250) + 1}`;
        expect(await post('/auth/login', { email: `after-${attempt}@example.com`, password: 'a-wrong-guess' }, from)).toBe(401);
        keys = await client.keys(`*rate-limit*${from}`);
      }
      await logged('Redis answers again');
    } finally {
      client.disconnect();
    }
  }, 120_000);
});
