/**
 * The catalogue's search and sort run in TypeScript (the browser, and the public catalogue in the
 * process) and in SQL (the available codes): each SQL twin must answer what its TypeScript rule does.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refereeRewardTopPence, refereeRewardTopSqlText, type RewardFields } from '#contract/apps/rules.ts';
import { foldForSearch, foldForSearchSqlText } from '#contract/shared/search.ts';
import { queryRows } from '#server/db/client.ts';
import { useTestApp } from '#server/test/helper.ts';

const t = useTestApp();

/** Every character of Latin-1, Latin Extended-A and -B and Latin Extended Additional, and the spaces and signs before them. */
function latinCharacters(): string[] {
  const ranges: [number, number][] = [
    [0x20, 0x7e],
    [0xa0, 0x24f],
    [0x1e00, 0x1eff],
  ];
  return ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)));
}

describe('fold_for_search, the database’s twin of foldForSearch', () => {
  it('folds every Latin letter, and whole names, as TypeScript does; and is the SQL foldForSearchSqlText writes', async () => {
    const texts = [
      ...latinCharacters(),
      'Crédit Agricole',
      'ŒUVRE Straße',
      'Ørsted Æble Þór',
      'İstanbul Łódź Ħamrun',
      'Ǆemal ǅ ǆ ﬁ ﬀ',
      'Zoë’s café, naïve coöperation',
      'e\u0301 decomposed already',
      'Mon\nzo',
    ];
    const rows = await queryRows<{ text: string; folded: string; written: string }>(
      t.db,
      sql`SELECT text, fold_for_search(text) AS folded, ${sql.raw(foldForSearchSqlText('text'))} AS written
          FROM json_array_elements_text(${JSON.stringify(texts)}::json) AS text`,
    );
    expect(rows).toHaveLength(texts.length);
    const differing = rows.filter((row) => row.folded !== foldForSearch(row.text) || row.written !== row.folded);
    expect(differing.map((row) => `${row.text} (U+${row.text.codePointAt(0)!.toString(16)}): ${row.folded} / ${foldForSearch(row.text)}`)).toEqual([]);
    expect(foldForSearch('ŒUVRE Straße Crédit')).toBe('oeuvre strasse credit');
  });
});

describe('the best-reward order in SQL', () => {
  it('takes a fixed amount as it is and a range by its top, as refereeRewardTopPence does', async () => {
    const cases: Partial<RewardFields>[] = [
      { referee_reward_amount_pence: 1500 },
      { referee_reward_amount_pence: null },
      { referee_reward_amount_pence: 0 },
      { referee_reward_amount_pence: 0, referee_reward_min_pence: 500, referee_reward_max_pence: 4000 },
      { referee_reward_amount_pence: null, referee_reward_min_pence: 500, referee_reward_max_pence: 4000 },
      { referee_reward_amount_pence: 700, referee_reward_min_pence: 500, referee_reward_max_pence: 4000 },
      { referee_reward_amount_pence: null, referee_reward_min_pence: 500, referee_reward_max_pence: null },
      { referee_reward_amount_pence: 300, referee_reward_min_pence: null, referee_reward_max_pence: 4000 },
    ];
    for (const fields of cases) {
      const app = await t.createApp({
        refereeRewardAmountPence: fields.referee_reward_amount_pence ?? null,
        refereeRewardMinPence: fields.referee_reward_min_pence ?? null,
        refereeRewardMaxPence: fields.referee_reward_max_pence ?? null,
      });
      const [row] = await queryRows<{ top: number }>(t.db, sql`SELECT ${sql.raw(refereeRewardTopSqlText('a'))} AS top FROM apps a WHERE a.id = ${app.id}`);
      const expected = refereeRewardTopPence({
        referrer_reward_amount_pence: null,
        referrer_reward_min_pence: null,
        referrer_reward_max_pence: null,
        qualifying_spend_amount_pence: null,
        referee_reward_amount_pence: null,
        referee_reward_min_pence: null,
        referee_reward_max_pence: null,
        ...fields,
      });
      expect({ fields, top: Number(row!.top) }).toEqual({ fields, top: expected });
    }
  });
});
