import type { Db } from './client.ts';

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
