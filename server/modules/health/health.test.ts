import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { useTestApp } from '#server/test/helper.ts';
import { checkDatabase, DATABASE_ANSWER_MS } from './service.ts';

const t = useTestApp();

/** Keeps every query of this database waiting until the returned function is called. */
async function holdDatabase(database: Database): Promise<() => Promise<void>> {
  if (database.driver === 'pglite') {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    // The embedded database runs one transaction at a time: every other query queues behind this one.
    const transaction = (database.client as PGlite).transaction(async (tx) => {
      await tx.query('SELECT 1');
      holding();
      await released;
    });
    await held;
    return async () => {
      release();
      await transaction;
    };
  }
  // On a server, every pooled connection is taken: the next query waits for one.
  const pool = database.client as pg.Pool;
  const taken = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
  return async () => taken.forEach((client) => client.release());
}

describe('GET /api/health', () => {
  it('answers 200 with the driver and how fast the database answered', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: { driver: t.database.driver, reachable: true, latency_ms: expect.any(Number) } });
  });

  it('answers 503 with a detail when the database does not answer in time, and 200 again once it does', async () => {
    const release = await holdDatabase(t.database);
    try {
      const response = await t.request({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'unavailable',
        database: { driver: t.database.driver, reachable: false, latency_ms: null },
        detail: `The database did not answer within ${DATABASE_ANSWER_MS / 1000} seconds`,
      });
    } finally {
      await release();
    }
    const recovered = await t.request({ method: 'GET', url: '/api/health' });
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json()).toMatchObject({ status: 'ok', database: { reachable: true } });
  });
});

describe('the database probe on a PostgreSQL server', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  /** A pool on 127.0.0.1:port, as the app opens one, without waiting for a server first. */
  function poolOn(port: number): Database {
    const pool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${port}/nothing`, max: 2 });
    pool.on('error', () => {});
    cleanups.push(() => pool.end());
    return { driver: 'postgres', client: pool, db: undefined as never, close: () => pool.end() };
  }

  async function listen(onConnection: (socket: net.Socket) => void): Promise<number> {
    const sockets = new Set<net.Socket>();
    const server = net.createServer((socket) => {
      sockets.add(socket);
      onConnection(socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => {
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => server.close(resolve));
    });
    return (server.address() as net.AddressInfo).port;
  }

  it('says the database cannot be reached when the server closes every connection', async () => {
    const port = await listen((socket) => socket.destroy());
    expect(await checkDatabase(poolOn(port), 5000)).toEqual({
      database: { driver: 'postgres', reachable: false, latency_ms: null },
      detail: 'The database cannot be reached',
    });
  });

  it('gives up on a server that takes the connection and never answers, within the bound', async () => {
    const port = await listen(() => {});
    const database = poolOn(port);
    expect(await checkDatabase(database, 200)).toEqual({
      database: { driver: 'postgres', reachable: false, latency_ms: null },
      detail: 'The database did not answer within 0.2 seconds',
    });
    // The silent connection never reaches the pool's idle list, where a request could be handed it.
    expect((database.client as pg.Pool).idleCount).toBe(0);
  });
});
