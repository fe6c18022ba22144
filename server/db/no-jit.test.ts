/**
 * The app's PostgreSQL connections run without JIT: at a million matches a few of our statements
 * were estimated dear enough to be compiled, 70 to 150 ms a run for work of a few milliseconds
 * (docs/performance.md, "No JIT"). The embedded database has no JIT to turn off.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from './client.ts';
import { useTestApp } from '#server/test/helper.ts';

const t = useTestApp();

describe('the PostgreSQL pool', () => {
  it.runIf(process.env.TEST_DB_DRIVER === 'postgres')('opens every connection with jit off', async () => {
    // Two at once, so the pool opens a second connection: each is started with the option.
    const [first, second] = await Promise.all([
      queryRows<{ jit: string }>(t.db, sql`SHOW jit`),
      t.db.transaction(async (tx) => queryRows<{ jit: string }>(tx, sql`SHOW jit`)),
    ]);
    expect([first, second]).toEqual([[{ jit: 'off' }], [{ jit: 'off' }]]);
  });
});
