import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/helper.ts';
import { queryRows, type Database } from './client.ts';

describe('tables whose counters change on every claim', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('leave a tenth of each page free, so a counter is updated in place (a HOT update) rather than in every index', async () => {
    const rows = await queryRows<{ relname: string; reloptions: string[] | null }>(
      database.db,
      sql`SELECT relname, reloptions FROM pg_class WHERE relname IN ('users', 'track_records') AND relkind = 'r' ORDER BY relname`,
    );
    expect(rows).toEqual([
      { relname: 'track_records', reloptions: ['fillfactor=90'] },
      { relname: 'users', reloptions: ['fillfactor=90'] },
    ]);
  });
});
