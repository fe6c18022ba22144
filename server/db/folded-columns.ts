import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Columns a request wants read in the same snapshot as its answer, without a round trip of their
 * own: the versions a read's ETag is made from (server/plugins/conditional-reads.ts). The first
 * named statement run inside `withFoldedColumns` carries them (`runNamed`): it runs as
 * `SELECT answer.*, folded.* FROM (<statement>) answer, (<columns>) folded`, and the columns come
 * back in `values`, taken off its rows. One statement is one snapshot, so the columns describe exactly
 * what the answer was read from.
 *
 * Only a read whose whole answer is that one statement may fold. When anything could break that,
 * the fold is `spoiled` and `values` stays empty: a second named statement starting while the first
 * runs (its snapshot could be older), or a first statement that answers no row.
 */
export type FoldedColumns = {
  /** The columns' SELECT, its parameters numbered from `$n` on. */
  sql: (n: number) => string;
  params: unknown[];
  /** The columns' names, as the SELECT names them; chosen so no answer has a column of the same name. */
  names: readonly string[];
  state: 'open' | 'running' | 'done' | 'spoiled';
  values?: Record<string, unknown>;
};

const folds = new AsyncLocalStorage<FoldedColumns>();

/** Runs `run` (a request's handler, through the hook's `done`) with `fold` waiting for its first named statement. */
export function withFoldedColumns<T>(fold: FoldedColumns, run: () => T): T {
  return folds.run(fold, run);
}

/** The fold the statement about to run takes: the open one of this request, if any; a statement starting while it runs spoils it. */
export function takeFold(): FoldedColumns | undefined {
  const fold = folds.getStore();
  if (fold?.state === 'running') fold.state = 'spoiled';
  if (fold?.state !== 'open') return undefined;
  fold.state = 'running';
  return fold;
}

/** Each statement's text with the fold's columns, by the statement's name (a name's text never varies). */
const foldedTexts = new Map<string, string>();

/** The statement `name` (text `text`, `count` parameters) with the fold's columns, under the name it runs as. */
export function foldedStatement(fold: FoldedColumns, name: string, text: string, count: number): { name: string; text: string } {
  const foldedName = `${name}__folded`;
  let folded = foldedTexts.get(foldedName);
  if (folded === undefined) foldedTexts.set(foldedName, (folded = `SELECT answer.*, folded.* FROM (${text}) answer, (${fold.sql(count + 1)}) folded`));
  return { name: foldedName, text: folded };
}

/** Takes the fold's columns off the statement's rows into the fold; no row spoils it. */
export function settleFold<Row>(fold: FoldedColumns, rows: Row[]): Row[] {
  const [first] = rows as Record<string, unknown>[];
  if (fold.state !== 'running' || first === undefined) {
    fold.state = 'spoiled';
  } else {
    fold.values = Object.fromEntries(fold.names.map((column) => [column, first[column]]));
    fold.state = 'done';
  }
  for (const row of rows as Record<string, unknown>[]) for (const column of fold.names) delete row[column];
  return rows;
}
