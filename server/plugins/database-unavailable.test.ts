import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../lib/errors.ts';
import { DATABASE_UNAVAILABLE, registerErrorHandling } from './errors.ts';

/** The error a query meets when nothing listens where the database should be (port 1 on this machine). */
async function refusedConnectionError(): Promise<unknown> {
  const client = new pg.Client({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
  } catch (error) {
    return error;
  }
  throw new Error('Something listens on port 1');
}

describe('a database that cannot be reached', () => {
  it('is told apart from other failures', async () => {
    expect(isDatabaseUnavailable(await refusedConnectionError())).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });

  it('answers 503 with a sentence and when to try again, so the load balancer and the client move on', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    const refused = await refusedConnectionError();
    app.get('/api/anything', async () => {
      throw refused;
    });
    const response = await app.inject({ method: 'GET', url: '/api/anything' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ detail: DATABASE_UNAVAILABLE });
    await app.close();
  });
});
