import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimExpiresAt, claimExpiresAtSqlText, rewardDueAt, rewardDueAtSqlText } from '#contract/matches/rules.ts';
import { maskEmail, maskEmailSqlText } from '#contract/referral-codes/rules.ts';
import {
  appOfferTermsSqlText,
  changedOfferTermsParts,
  changedOfferTermsPartsSqlText,
  OFFER_TERMS_FIELDS,
  storedOfferTermsSqlText,
  type OfferTerms,
} from '#contract/matches/terms.ts';
import { queryRows, type DbOrTx } from '#server/db/client.ts';
import { isoTimestampSqlText } from '#server/db/json-sql.ts';
import { useTestApp } from '#server/test/helper.ts';
import { toTrackSummary, trackSummaryJsonSqlText } from '../members/track-record.ts';
import { masked, maskedSqlText } from './dto.ts';
import { offerTermsJsonSqlText } from './offer-terms.ts';

const t = useTestApp();

/**
 * Each rule the database writes into the match list and the offered codes (service.ts,
 * referral-codes/available.ts), over many inputs, as JSON the database writes, against its
 * TypeScript twin, the definition the rest of the server and the browser use.
 */
async function databaseAnswers<Row>(db: DbOrTx, rows: Row[], columns: string, fields: string): Promise<unknown[]> {
  const [answer] = await queryRows<{ body: string }>(
    db,
    sql`SELECT json_agg(json_build_object(${sql.raw(fields)}) ORDER BY x.i)::text AS body
        FROM json_to_recordset(${JSON.stringify(rows.map((row, i) => ({ i, ...row })))}::json) AS x(i int, ${sql.raw(columns)})`,
  );
  return JSON.parse(answer!.body) as unknown[];
}

/** Strings of every shape from a small alphabet with at-signs, quotes, accents, CJK and astral characters; the same on every run. */
function seededStrings(count: number): string[] {
  const alphabet = ['a', 'Z', '0', '.', '+', '-', '_', '@', '@', 'ü', '日', '😀', "'", '"', '\\', ' ', 'é', '\u0301'];
  let state = 20261125;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () => Array.from({ length: Math.floor(next() * 14) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''));
}

const WAITING_DAYS = [null, 0, 1, 25, 90];

const EMAILS = [
  'alice@example.com',
  'a@b.c',
  'x@y',
  '@example.com',
  'a@',
  '@',
  'no-at-sign',
  '',
  'a@b@c',
  'first.last+tag@sub.example.co.uk',
  "o'brien@example.ie",
  'quote"d@example.com',
  'back\\slash@example.com',
  'tab\there@example.com',
  ' spaced @example.com',
  'ünïcödé@exämple.de',
  '日本語@例え.jp',
  '😀@emoji.example',
  'a😀b@x.example',
  'e\u0301@combining.example',
  `${'long'.repeat(80)}@example.com`,
];

describe('the answers’ rules in SQL', () => {
  it('mask e-mails of every shape as maskEmail does, and a gone party as a former member', async () => {
    const emails: (string | null)[] = [...EMAILS, ...seededStrings(300), null];
    const answers = await databaseAnswers(
      t.db,
      emails.map((email) => ({ email })),
      'email text',
      `'masked', ${maskEmailSqlText('x.email')}, 'party', ${maskedSqlText('x.email')}`,
    );
    expect(answers).toEqual(emails.map((email) => ({ masked: email === null ? null : maskEmail(email), party: masked(email) })));
  });

  it('write claim expiries, reward due dates and times as toISOString does, across changes of clocks, in any session time zone', async () => {
    // Changes of clocks in 2026 (London, New York, Sydney) and a leap day, each approached to the microsecond.
    const moments = [
      '2026-03-29T01:00:00Z',
      '2026-10-25T01:00:00Z',
      '2026-03-08T07:00:00Z',
      '2026-11-01T06:00:00Z',
      '2026-04-04T16:00:00Z',
      '2026-10-03T16:00:00Z',
      '2028-02-29T12:00:00Z',
    ];
    const steps = [-30 * 86_400_000, -14 * 86_400_000, -86_400_000, -3_600_000, -1, 0, 1, 3_600_000];
    const instants = moments.flatMap((moment) => steps.map((step) => new Date(Date.parse(moment) + step)));
    const timestamps = instants.flatMap((instant) => ['000', '001', '500', '999'].map((micros) => instant.toISOString().replace('Z', `${micros}+00`)));
    const rows = timestamps.flatMap((at, index) =>
      [null, 0, 1, 7, 14, 30, 365].map((days) => ({
        at,
        countdown: index % 5 === 0 ? null : at,
        days,
        waiting: WAITING_DAYS[index % WAITING_DAYS.length] ?? null,
      })),
    );
    for (const zone of ['UTC', 'Europe/London', 'America/New_York', 'Australia/Sydney']) {
      const answers = await t.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL TIME ZONE '${zone}'`));
        return databaseAnswers(
          tx,
          rows,
          'at timestamptz, countdown timestamptz, days int, waiting int',
          // The timestamp as the driver hands it over, for the TypeScript side to read as Drizzle does.
          `'read', x.at::text, 'at', ${isoTimestampSqlText('x.at')}, 'expires', ${isoTimestampSqlText(claimExpiresAtSqlText('x.at', 'x.days'))},
           'due', ${isoTimestampSqlText(rewardDueAtSqlText('x.countdown', 'x.waiting'))}`,
        );
      });
      const expected = rows.map(({ countdown, days, waiting }, index) => {
        const read = (answers[index] as { read: string }).read;
        const at = new Date(read);
        return {
          read,
          at: at.toISOString(),
          expires: claimExpiresAt(at, days).toISOString(),
          due: rewardDueAt(countdown === null ? null : at, waiting)?.toISOString() ?? null,
        };
      });
      expect(answers).toEqual(expected);
    }
  });

  it('round completion rates and ratings as toTrackSummary does, and show no record as a record of nothing', async () => {
    const counts = [];
    for (let ended = 0; ended <= 40; ended += 1)
      for (let completed = 0; completed <= ended; completed += 1) counts.push({ completed, ended, sum: 0, count: 0 });
    for (let count = 0; count <= 30; count += 1) for (let sum = count; sum <= 5 * count; sum += 1) counts.push({ completed: 0, ended: 0, sum, count });
    for (const [completed, ended] of [
      [1, 16],
      [1, 2000],
      [999, 2000],
      [1, 1999],
      [333, 1000],
      [2, 2001],
      [12_345, 98_765],
      [65_535, 131_071],
    ]) {
      counts.push({ completed: completed!, ended: ended!, sum: ended! * 3 + 1, count: ended! });
    }
    const rows = [
      ...counts.map(({ completed, ended, sum, count }) => ({ referrer_completed: completed, referrer_ended: ended, rating_sum: sum, rating_count: count })),
      {},
    ];
    const answers = await databaseAnswers(
      t.db,
      rows,
      'referrer_completed int, referrer_ended int, rating_sum int, rating_count int',
      `'track', ${trackSummaryJsonSqlText('x')}`,
    );
    const expected = counts.map(({ completed, ended, sum, count }) => ({
      track: toTrackSummary({ referrerCompleted: completed, referrerEnded: ended, ratingSum: sum, ratingCount: count }),
    }));
    expect(answers).toEqual([...expected, { track: toTrackSummary(null) }]);
  });

  it('name the parts of an offer that changed as changedOfferTermsParts does, whatever form each figure is kept in', async () => {
    const pools: Record<keyof OfferTerms, (number | string | null)[]> = {
      referrer_reward_amount_pence: [null, 0, 500, 1000],
      referee_reward_amount_pence: [null, 0, 500, 1000],
      referrer_reward_min_pence: [null, 500, 2500],
      referrer_reward_max_pence: [null, 500, 2500],
      referee_reward_min_pence: [null, 500, 2500],
      referee_reward_max_pence: [null, 500, 2500],
      qualifying_spend_amount_pence: [null, 0, 5000],
      reward_waiting_period_days: [null, 0, 1, 25, 90],
      terms_conditions: [null, '', 'UK residents only', 'it\'s "quoted" \\ 😀'],
    };
    let state = 20261127;
    const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = (field: keyof OfferTerms) => pools[field][Math.floor(next() * pools[field].length)]!;
    const someTerms = () => Object.fromEntries(OFFER_TERMS_FIELDS.map((field) => [field, pick(field)])) as OfferTerms;
    const pairs = Array.from({ length: 600 }, () => {
      const before = someTerms();
      // Mostly alike, so that parts kept alike in another form are met often.
      const after = Object.fromEntries(OFFER_TERMS_FIELDS.map((field) => [field, next() < 0.7 ? before[field] : pick(field)])) as OfferTerms;
      return { before, after };
    });
    const columns = OFFER_TERMS_FIELDS.map((field) => `${field} ${field === 'terms_conditions' ? 'text' : 'int'}`).join(', ');
    const answers = await databaseAnswers(
      t.db,
      pairs.map(({ before, after }) => ({ before, ...after })),
      `before jsonb, ${columns}`,
      `'changed', ${changedOfferTermsPartsSqlText(storedOfferTermsSqlText('x.before'), appOfferTermsSqlText('x'))}, 'terms', ${offerTermsJsonSqlText('x')}`,
    );
    expect(answers).toEqual(pairs.map(({ before, after }) => ({ changed: changedOfferTermsParts(before, after), terms: after })));
    expect(answers.filter((answer) => (answer as { changed: string[] }).changed.length === 0).length).toBeGreaterThan(20);
  });
});
