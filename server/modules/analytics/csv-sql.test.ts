import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { useTestApp } from '#server/test/helper.ts';
import { csvField, csvFieldSqlLiteral, csvFieldSqlText } from './csv.ts';

const t = useTestApp();

/** Values a code or an app's name could hold: formula signs, quotes, commas, line breaks, every kind of space at either end. */
const TRICKY = [
  null,
  '',
  'Monzo',
  'CODE1',
  'Bank, Ltd',
  'The "Plus" card',
  'two\nlines',
  'carriage\rreturn',
  ' padded ',
  '=1+2',
  '+44 7700',
  '-2',
  '@SUM(A1)',
  '\tTAB',
  '\rCR',
  '=HYPERLINK("https://evil.example","x")',
  'A=B',
  "O'Brien",
  'back\\slash',
  'tail\t',
  '\u00a0nbsp',
  'nbsp\u00a0',
  '\u2003em space',
  'line\u2028sep',
  '\u3000ideographic',
  '\ufeffbom',
  'zero\u200bwidth',
  'café £5 日本 😀',
  '\u000bvtab',
  '\u000cform feed',
];

describe('CSV fields written by the database', () => {
  it('are the fields csvField writes, for every kind of text a member can type', async () => {
    const rows = await queryRows<{ i: number; field: string }>(
      t.db,
      sql`SELECT x.i, ${sql.raw(csvFieldSqlText('x.v'))} AS field
          FROM json_to_recordset(${JSON.stringify(TRICKY.map((v, i) => ({ i, v })))}::json) AS x(i int, v text) ORDER BY x.i`,
    );
    expect(rows.map((row) => row.field)).toEqual(TRICKY.map(csvField));
  });

  it('write fixed text as its field', async () => {
    const texts = ['Cancelled', 'Expired: the sign-up was not marked complete in time, so it went back.', 'Referrer (your code)', "It's", '=x'];
    const [row] = await queryRows<{ fields: string[] }>(t.db, sql.raw(`SELECT ARRAY[${texts.map(csvFieldSqlLiteral).join(', ')}] AS fields`));
    expect(row!.fields).toEqual(texts.map(csvField));
  });
});
