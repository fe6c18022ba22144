import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';

/**
 * How long the database has to answer `SELECT 1` before the process calls itself unavailable: far
 * above a loaded pool's wait (the benchmark's slowest p99 is under 200 ms), far below the time a load
 * balancer would keep sending people to a process that cannot serve them.
 */
export const DATABASE_ANSWER_MS = 2000;

type DatabaseHealth = { driver: Database['driver']; reachable: boolean; latency_ms: number | null };
export type HealthCheck = { database: DatabaseHealth; detail: string | null };

class NoAnswer extends Error {}

/** Whether the database answers a trivial query within the bound, and how fast; `detail` says why not. */
export async function checkDatabase(database: Database, timeoutMs = DATABASE_ANSWER_MS): Promise<HealthCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new NoAnswer()), timeoutMs);
  });
  try {
    const probe = database.driver === 'postgres' ? probeServer(database.client as pg.Pool, timeoutMs) : database.db.execute(sql`SELECT 1`);
    // The probe settles on its own after the deadline (a server probe within its query timeout); nothing waits for it.
    probe.catch(() => {});
    await Promise.race([probe, deadline]);
    return { database: { driver: database.driver, reachable: true, latency_ms: Math.round((performance.now() - started) * 10) / 10 }, detail: null };
  } catch (error) {
    const detail = error instanceof NoAnswer ? `The database did not answer within ${timeoutMs / 1000} seconds` : 'The database cannot be reached';
    return { database: { driver: database.driver, reachable: false, latency_ms: null }, detail };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * On a PostgreSQL server the probe's connection is thrown away if its query fails or times out, so a
 * connection to a server that went silent never goes back to the pool for a request to wait on.
 */
async function probeServer(pool: pg.Pool, timeoutMs: number): Promise<void> {
  const client = await pool.connect();
  // The connection dropping while the probe holds it fails the query below; the event must not end the process.
  const ignore = () => {};
  client.on('error', ignore);
  try {
    // pg reads `query_timeout` on a query's config as well as the client's; its types name only the latter.
    await client.query({ text: 'SELECT 1', query_timeout: timeoutMs } as pg.QueryConfig);
  } catch (error) {
    client.release(error instanceof Error ? error : true);
    throw error;
  } finally {
    client.removeListener('error', ignore);
  }
  client.release();
}
