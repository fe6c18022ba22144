import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

export type DatabaseHealth = { driver: Database['driver']; reachable: boolean; latency_ms: number | null };

/** Whether the database answers a trivial query, and how fast. */
export async function checkDatabase(database: Database): Promise<DatabaseHealth> {
  const started = performance.now();
  try {
    await database.db.execute(sql`SELECT 1`);
    return { driver: database.driver, reachable: true, latency_ms: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { driver: database.driver, reachable: false, latency_ms: null };
  }
}
