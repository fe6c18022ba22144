import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { expect } from 'vitest';
import { openDatabase, queryRows, type Database } from '#server/db/client.ts';
import type { TestContext } from './helper.ts';

/**
 * Runs `work` on the test file's database with every session in `zone`: the embedded database is one
 * session; a server's gets a pool of its own. For the rules that must hold whatever the session's
 * time zone (STYLE.md: "One rule, one home, even in SQL").
 */
export async function inSessionTimeZone<T>(t: TestContext, zone: string, work: (db: Database['db']) => Promise<T>): Promise<T> {
  if (t.database.driver !== 'postgres') {
    await t.db.execute(sql.raw(`SET TIME ZONE '${zone}'`));
    try {
      return await work(t.db);
    } finally {
      await t.db.execute(sql.raw(`SET TIME ZONE 'UTC'`));
    }
  }
  const url = (t.database.client as pg.Pool).options.connectionString!;
  const zoned = await openDatabase({ databaseUrl: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c TimeZone=${zone}`)}`, poolSize: 2 });
  try {
    const [session] = await queryRows<{ TimeZone: string }>(zoned.db, sql`SHOW TIME ZONE`);
    expect(session?.TimeZone).toBe(zone);
    return await work(zoned.db);
  } finally {
    await zoned.close();
  }
}
