import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/helper.ts';
import { oneRowOf, runNamed } from './prepared.ts';

const t = useTestApp();

describe('oneRowOf', () => {
  it('runs several one-value statements as one, each part with its own parameters', async () => {
    const statement = oneRowOf('one_row_test', {
      sum: { text: 'SELECT $1::int + $2::int', params: [2, 3] },
      word: { text: `SELECT 'price: $' || $1::text`, params: ['4'] },
      none: { text: 'SELECT 7', params: [] },
      last: { text: 'SELECT $2::text || $1::text', params: ['b', 'a'] },
    });
    expect(statement.params).toEqual([2, 3, '4', 'b', 'a']);
    const [row] = await runNamed<{ sum: number; word: string; none: number; last: string }>(t.db, statement.name, statement.text, statement.params);
    expect(row).toEqual({ sum: 5, word: 'price: $4', none: 7, last: 'ab' });

    // Asked again under its name, the text is the one written before, the values this time's.
    const again = oneRowOf('one_row_test', {
      sum: { text: 'SELECT $1::int + $2::int', params: [10, 20] },
      word: { text: `SELECT 'price: $' || $1::text`, params: ['5'] },
      none: { text: 'SELECT 7', params: [] },
      last: { text: 'SELECT $2::text || $1::text', params: ['d', 'c'] },
    });
    expect(again.text).toBe(statement.text);
    const [next] = await runNamed<{ sum: number; word: string; none: number; last: string }>(t.db, again.name, again.text, again.params);
    expect(next).toEqual({ sum: 30, word: 'price: $5', none: 7, last: 'cd' });
  });
});
