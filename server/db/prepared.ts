import type { Db, DbOrTx } from './client.ts';
import { foldedStatement, settleFold, takeFold } from './folded-columns.ts';

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
  // The first named statement of a read that folds its ETag's versions in carries them (folded-columns.ts).
  const fold = takeFold();
  if (fold) {
    const folded = foldedStatement(fold, name, text, params.length);
    return settleFold(fold, await execute<Row>(db, folded.name, folded.text, [...params, ...fold.params]));
  }
  return execute<Row>(db, name, text, params);
}

async function execute<Row>(db: DbOrTx, name: string, text: string, params: unknown[]): Promise<Row[]> {
  const result = (await db._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute()) as { rows: Row[] };
  return result.rows;
}

/** A fixed statement under its name, with the values of its `$n` parameters, as `runNamed` takes it. */
export type NamedStatement = { name: string; text: string; params: unknown[] };

/** The text of each statement `oneRowOf` wrote, by its name: a name's text never varies (runNamed). */
const oneRowTexts = new Map<string, string>();

/**
 * Several statements that each answer one value (one row of one column), as one statement whose one
 * row holds them all, each as the column `name`: one round trip instead of several. Each part's
 * `$n` parameters are numbered on after the parts' before it. The parts are the product's own SQL,
 * where `$` followed by a digit is only ever a parameter (no dollar-quoted strings). The text is
 * written once per name and kept, as a named statement's text never varies: numbering the
 * dashboard's 35 kB again took 0.16 ms of every request's CPU.
 */
export function oneRowOf(name: string, parts: Record<string, Omit<NamedStatement, 'name'>>): NamedStatement {
  const params = Object.values(parts).flatMap((part) => part.params);
  let text = oneRowTexts.get(name);
  if (text === undefined) {
    let before = 0;
    const columns = Object.entries(parts).map(([column, part]) => {
      const numbered = part.text.replace(/\$(\d+)/g, (_placeholder, number: string) => `$${Number(number) + before}`);
      before += part.params.length;
      return `(${numbered}) AS ${column}`;
    });
    oneRowTexts.set(name, (text = `SELECT ${columns.join(',\n  ')}`));
  }
  return { name, text, params };
}

/**
 * The LIMIT and OFFSET of a page in a named statement, its parameters numbered from `$n` on, and
 * the suffix of the statement's name. A first page, the one asked for nearly always, is written out
 * (`LIMIT 20`, no parameters): at the usual size with the suffix '', at any other (the Reports and
 * Support tabs ask for ten) with one naming its size, so each size a screen asks for is a statement
 * of its own (at most the hundred a limit allows). Any later page is bound (suffix '_paged').
 * Bound, PostgreSQL's generic plan guesses a page skips and holds a tenth of the rows, so for a page
 * of heavy rows it looks dearer than each custom plan and the statement is planned again on every
 * run (the team's report queue: about 2 ms of planning to 2 ms of work); written out, the first
 * page settles on one plan per connection like the other statements.
 */
export function pageWindowSql(page: number, limit: number, usual: number, n: number): { text: string; params: number[]; suffix: string } {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError(`Not a page size: ${limit}`);
  if (page === 1) return { text: `LIMIT ${limit}`, params: [], suffix: limit === usual ? '' : `_first${limit}` };
  return { text: `LIMIT $${n} OFFSET $${n + 1}`, params: [limit, (page - 1) * limit], suffix: '_paged' };
}
