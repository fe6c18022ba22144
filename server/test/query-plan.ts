import { sql, type SQLWrapper } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '#server/db/client.ts';

/** The plan PostgreSQL would run a query with (EXPLAIN), as its text, one line per node. */
export async function queryPlan(db: DbOrTx, query: SQLWrapper): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN ${query}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}
