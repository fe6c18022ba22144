import type { Db, DbOrTx } from './client.ts';

/**
 * Statements prepared once per database handle, for the busiest reads: each connection then parses
 * and plans them once and runs them by name, where planning can cost as much as running. Build them
 * with `sql.placeholder` for the values, and write out (not bind) any value a partial index's
 * condition names, or the planner cannot match that index once it reuses a generic plan.
 */
export function preparedPerDatabase<Statements>(build: (db: Db) => Statements): (db: Db) => Statements {
  const byDatabase = new WeakMap<Db, Statements>();
  return (db) => {
    let statements = byDatabase.get(db);
    if (!statements) byDatabase.set(db, (statements = build(db)));
    return statements;
  };
}

/**
 * Runs one fixed statement under a name on the connection `db` runs on (inside a transaction, that
 * transaction's), so PostgreSQL parses and plans it once per connection; for the busiest writes,
 * which run in transactions where `preparedPerDatabase` cannot reach. The text is written once,
 * with `$1`-style parameters, and must never vary under one name. Rows come back as the driver
 * gives them: snake_case names, timestamps as text.
 */
export async function runNamed<Row>(db: DbOrTx, name: string, text: string, params: unknown[]): Promise<Row[]> {
  const result = (await db._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute()) as { rows: Row[] };
  return result.rows;
}
