import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';

/** Table name -> md5 of all its rows, in a stable order: two digests differ exactly when some row did. */
export type TableDigest = Record<string, string>;

let tableNames: Promise<string[]> | undefined;

function publicTables(db: Db): Promise<string[]> {
  tableNames ??= queryRows<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  ).then((rows) => rows.map((row) => row.name));
  return tableNames;
}

/** One query over every table of the application's schema. */
export async function digestTables(db: Db): Promise<TableDigest> {
  const names = await publicTables(db);
  const parts = names.map((name) => {
    const table = sql.identifier(name);
    return sql`SELECT ${name}::text AS name, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM ${table} t`;
  });
  const rows = await queryRows<{ name: string; digest: string }>(db, sql.join(parts, sql` UNION ALL `));
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/** The tables whose rows differ between two digests. */
export function changedTables(before: TableDigest, after: TableDigest): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
