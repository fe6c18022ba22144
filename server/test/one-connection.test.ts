import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { useTestApp } from './helper.ts';
import { QUERY_OUTSIDE_TRANSACTION } from './one-connection.ts';

const t = useTestApp();
const onServer = process.env.TEST_DB_DRIVER === 'postgres';

// On the embedded database the mistake itself would hang the test: its one connection is the guard.
describe.runIf(onServer)('a query beside an open transaction, on the PostgreSQL server', () => {
  it('is refused, as the embedded database would wait on it for ever', async () => {
    const attempt = t.db.transaction(async () => {
      await queryRows(t.db, sql`SELECT 1 AS one`);
    });
    await expect(attempt).rejects.toThrow(QUERY_OUTSIDE_TRANSACTION);
  });

  it('is not refused on the transaction, nor on the database once the transaction has ended', async () => {
    let later: () => Promise<unknown> = async () => undefined;
    const inside = await t.db.transaction(async (tx) => {
      later = () => queryRows(t.db, sql`SELECT 2 AS two`);
      return queryRows<{ one: number }>(tx, sql`SELECT 1 AS one`);
    });
    expect(inside).toEqual([{ one: 1 }]);
    expect(await later()).toEqual([{ two: 2 }]);
    expect(await queryRows(t.db, sql`SELECT 3 AS three`)).toEqual([{ three: 3 }]);
  });
});
