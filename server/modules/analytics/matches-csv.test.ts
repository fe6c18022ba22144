import { beforeAll, describe, expect, it } from 'vitest';
import { MATCHES_CSV_PATH } from '#contract/analytics/rules.ts';
import { useTestApp } from '#server/test/helper.ts';
import { buildHistory, type History } from './test-history.ts';

const t = useTestApp();
let history: History;

/** The file's lines split into fields (quotes taken off), for files without quoted line breaks. */
function parse(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  return lines.map((line) =>
    [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, field]) => (field!.startsWith('"') ? field!.slice(1, -1).replaceAll('""', '"') : field!)),
  );
}

beforeAll(async () => {
  history = await buildHistory(t);
});

describe('Download my matches (CSV)', () => {
  it('is a CSV attachment of the caller’s matches in both roles, newest claim first', async () => {
    const response = await t.request({ method: 'GET', url: MATCHES_CSV_PATH, token: history.referrer.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="my-matches-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parse(response.body);
    expect(header!.join(' | ')).toBe(
      'Match | Claimed at (UTC) | App | Your role | Status | Code | Sign-up marked at (UTC) | Reward due (UTC) | First reward confirmed at (UTC) | Completed at (UTC) | Cancelled at (UTC) | Why cancelled | You confirmed your reward | Your reward (GBP)',
    );
    // Nine matches on their codes and six sign-ups with Q's; none of Q's other matches.
    expect(rows).toHaveLength(15);
    const claimedAt = rows.map((row) => row[1]!);
    expect(claimedAt).toEqual([...claimedAt].sort().reverse());
    expect(rows.filter((row) => row[3] === 'Referrer (your code)')).toHaveLength(9);
    expect(rows.filter((row) => row[3] === 'Referee (you signed up)').map((row) => row[2])).toEqual(
      [history.apps.delta, history.apps.foxtrot, history.apps.echo, history.apps.echo, history.apps.delta, history.apps.alpha].map((app) => app.name),
    );
  });

  it('writes each match’s dates, status and the caller’s own reward, and guards cells a spreadsheet would run', async () => {
    const response = await t.request({ method: 'GET', url: MATCHES_CSV_PATH, token: history.referrer.token });
    const rows = parse(response.body).slice(1);
    const byClaim = (claimedAt: string) => rows.find((row) => row[1] === claimedAt)!;
    // A code typed as a formula is written as text.
    expect(byClaim('2026-06-30 09:00:00').slice(2, 7)).toEqual([history.apps.alpha.name, 'Referrer (your code)', 'In Progress', "'=1+2", '']);
    expect(byClaim('2026-06-22 10:00:00')[5]).toBe("'@SUM(A1)");
    // Alpha waits 10 days for its reward.
    expect(byClaim('2026-05-04 10:00:00').slice(4)).toEqual([
      'Completed',
      'CODE1',
      '2026-05-05 10:00:00',
      '2026-05-15 10:00:00',
      '2026-05-31 23:30:00',
      '2026-05-31 23:30:00',
      '',
      '',
      'Yes',
      '10.00',
    ]);
    expect(byClaim('2026-04-14 10:00:00').slice(4)).toEqual([
      'Cancelled',
      'CODE1',
      '',
      '',
      '',
      '',
      '2026-04-28 10:00:00',
      'Expired: the sign-up was not marked complete in time, so the code went back to its owner.',
      'No',
      '',
    ]);
    // As the referee: their own reward, not the referrer's.
    expect(byClaim('2026-01-31 00:00:00').slice(3)).toEqual([
      'Referee (you signed up)',
      'Completed',
      'CODE1',
      '2026-02-01 00:00:00',
      '2026-03-03 00:00:00',
      '2026-02-11 00:00:00',
      '2026-02-11 00:00:00',
      '',
      '',
      'Yes',
      '12.00',
    ]);
  });

  it('holds only the caller’s matches', async () => {
    const newcomer = await t.createUser();
    const response = await t.request({ method: 'GET', url: MATCHES_CSV_PATH, token: newcomer.token });
    expect(parse(response.body)).toHaveLength(1);
  });
});
