import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/helper.ts';
import { withFoldedColumns, type FoldedColumns } from './folded-columns.ts';
import { runNamed } from './prepared.ts';

const t = useTestApp();

/** A fold of two columns, `$n` the one parameter it adds. */
const foldOf = (word: string): FoldedColumns => ({
  sql: (n) => `SELECT $${n}::text AS folded_word, 41 + 1 AS folded_number`,
  params: [word],
  names: ['folded_word', 'folded_number'],
  state: 'open',
});

describe('columns folded into a read’s statement', () => {
  it('come back from the first named statement, taken off its rows, which answer as they would alone', async () => {
    const fold = foldOf('kept');
    const rows = await withFoldedColumns(fold, () =>
      runNamed<{ n: number; label: string }>(t.db, 'fold_test_rows', 'SELECT n, $1::text || n AS label FROM generate_series(1, $2::int) n', ['row ', 3]),
    );
    expect(rows).toEqual([
      { n: 1, label: 'row 1' },
      { n: 2, label: 'row 2' },
      { n: 3, label: 'row 3' },
    ]);
    expect(fold.state).toBe('done');
    expect(fold.values).toEqual({ folded_word: 'kept', folded_number: 42 });
  });

  it('are read by the first statement only: one after it runs as it is and leaves them be', async () => {
    const fold = foldOf('first');
    const second = await withFoldedColumns(fold, async () => {
      await runNamed(t.db, 'fold_test_one', 'SELECT 1 AS one', []);
      return runNamed<{ two: number }>(t.db, 'fold_test_two', 'SELECT 2 AS two', []);
    });
    expect(second).toEqual([{ two: 2 }]);
    expect(fold.values).toEqual({ folded_word: 'first', folded_number: 42 });
  });

  it('are left unread when a second statement starts while the first runs (its snapshot could be older)', async () => {
    const fold = foldOf('alongside');
    const [one, two] = await withFoldedColumns(fold, () =>
      Promise.all([runNamed(t.db, 'fold_test_one', 'SELECT 1 AS one', []), runNamed(t.db, 'fold_test_two', 'SELECT 2 AS two', [])]),
    );
    expect([one, two]).toEqual([[{ one: 1 }], [{ two: 2 }]]);
    expect(fold.state).toBe('spoiled');
    expect(fold.values).toBeUndefined();
  });

  it('are left unread when the statement answers no row', async () => {
    const fold = foldOf('nothing');
    const rows = await withFoldedColumns(fold, () => runNamed(t.db, 'fold_test_none', 'SELECT 1 AS one WHERE false', []));
    expect(rows).toEqual([]);
    expect(fold.state).toBe('spoiled');
    expect(fold.values).toBeUndefined();
  });

  it('are not asked of a statement run outside the fold', async () => {
    const fold = foldOf('outside');
    await withFoldedColumns(fold, () => undefined);
    expect(await runNamed(t.db, 'fold_test_one', 'SELECT 1 AS one', [])).toEqual([{ one: 1 }]);
    expect(fold.state).toBe('open');
  });
});
