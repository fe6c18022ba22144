import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnalyticsSummary } from '#contract/analytics/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { buildHistory, NOW, type History } from './test-history.ts';

// The clock stands still at NOW (test-history.ts) for the whole file: the server reads it too.
vi.useFakeTimers({ toFake: ['Date'], now: NOW });
afterAll(() => vi.useRealTimers());

const t = useTestApp();
let history: History;
let summary: AnalyticsSummary;

async function summaryOf(token: string, query = ''): Promise<AnalyticsSummary> {
  const response = await t.request({ method: 'GET', url: `/api/analytics/summary${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AnalyticsSummary>();
}

beforeAll(async () => {
  history = await buildHistory(t);
  summary = await summaryOf(history.referrer.token);
});

/** How the summary names an app in each of its lists. */
const named = (app: { id: string; name: string }) => ({ app_id: app.id, app_name: app.name });

/** A list of the history's two busy apps, Alpha then Beta, each named with its figures. */
const alphaThenBeta = (alpha: object, beta: object) => [
  { ...named(history.apps.alpha), ...alpha },
  { ...named(history.apps.beta), ...beta },
];

describe('a referrer’s figures, from a hand-built history', () => {
  it('counts claims of their codes per London week over the last 12 weeks, every week present', () => {
    expect(summary.weeks).toBe(12);
    expect(summary.generated_at).toBe(NOW.toISOString());
    const weeks = summary.as_referrer.claims_per_week;
    expect(weeks.map((week) => week.week_start).join(' ')).toBe(
      '2026-04-13 2026-04-20 2026-04-27 2026-05-04 2026-05-11 2026-05-18 2026-05-25 2026-06-01 2026-06-08 2026-06-15 2026-06-22 2026-06-29',
    );
    // 13 April: a claim at 00:30 London time (Sunday in UTC) and the expired one; 4 May; 15 June at 23:59 on the Sunday; 22 June; 29 June: two.
    expect(weeks.map((week) => week.claims)).toEqual([2, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 2]);
  });

  it('answers as many weeks as asked', async () => {
    const one = await summaryOf(history.referrer.token, '?weeks=1');
    expect(one.weeks).toBe(1);
    expect(one.as_referrer.claims_per_week).toEqual([{ week_start: '2026-06-29', claims: 2 }]);
    const year = await summaryOf(history.referrer.token, '?weeks=52');
    expect(year.as_referrer.claims_per_week).toHaveLength(52);
    expect(year.as_referrer.claims_per_week[0]!.week_start).toBe('2025-07-07');
    // Every claim of the history is in the last year, the Sunday before the twelve weeks and March's too.
    expect(year.as_referrer.claims_per_week.reduce((sum, week) => sum + week.claims, 0)).toBe(9);
  });

  it('follows each app’s claims through the funnel, busiest app first', () => {
    expect(summary.as_referrer.funnel).toEqual(
      alphaThenBeta(
        { claimed: 5, sign_up_marked: 3, reward_confirmed: 2, cancelled_or_expired: 1 },
        { claimed: 4, sign_up_marked: 2, reward_confirmed: 2, cancelled_or_expired: 1 },
      ),
    );
  });

  it('adds up the rewards they confirmed receiving per app and per London month', () => {
    expect(summary.as_referrer.rewards_per_app).toEqual(alphaThenBeta({ rewards: 2, earned_pence: 2000 }, { rewards: 2, earned_pence: 7500 }));
    const months = summary.as_referrer.rewards_per_month;
    expect(months.map((month) => month.month).join(' ')).toBe(
      '2025-08 2025-09 2025-10 2025-11 2025-12 2026-01 2026-02 2026-03 2026-04 2026-05 2026-06 2026-07',
    );
    // April: Beta's £45 and Alpha's £10. June: Alpha's £10 first confirmed at 00:30 on 1 June in London, and Beta's £30.
    const figures = Object.fromEntries(months.filter((month) => month.rewards > 0).map((month) => [month.month, [month.rewards, month.earned_pence]]));
    expect(figures).toEqual({ '2026-04': [2, 5500], '2026-06': [2, 4000] });
  });

  it('sets their median days from sign-up to reward against the marketplace’s for the same app', () => {
    expect(summary.as_referrer.days_to_reward).toEqual(
      alphaThenBeta(
        // Theirs: 26.5625 and 4 days. The marketplace: 4, 10 (their own sign-up with Q's code), 20, 26.5625 and 30.
        { mine_median_days: 15.3, mine_rewards: 2, marketplace_median_days: 20, marketplace_rewards: 5 },
        // Theirs: 1 and 21.5 days. The marketplace: 1, 2 and 21.5.
        { mine_median_days: 11.3, mine_rewards: 2, marketplace_median_days: 2, marketplace_rewards: 3 },
      ),
    );
  });

  it('gives each code on offer its place in its app’s rotation, newest code first', () => {
    const { alpha, beta, charlie } = history.apps;
    expect(summary.as_referrer.rotation.map(({ code_id, app_name, place }) => ({ code_id, app_name, place }))).toEqual([
      { code_id: history.codes.charlie, app_name: charlie.name, place: null },
      { code_id: history.codes.beta, app_name: beta.name, place: 1 },
      // Behind Q's code, matched before theirs, and a code never matched.
      { code_id: history.codes.alpha, app_name: alpha.name, place: 3 },
    ]);
  });
});

describe('a referee’s figures', () => {
  it('adds up the rewards received per app, most first', () => {
    const { alpha, delta, echo } = history.apps;
    expect(summary.as_referee.received).toEqual([
      { app_id: echo.id, app_name: echo.name, rewards: 1, received_pence: 2000 },
      { app_id: delta.id, app_name: delta.name, rewards: 1, received_pence: 1200 },
      { ...named(alpha), rewards: 1, received_pence: 500 },
    ]);
    expect(summary.as_referee.received_total_pence).toBe(3700);
  });

  it('lists the rewards still pending with their due dates, soonest first, saying which are overdue', () => {
    const { delta, echo } = history.apps;
    expect(summary.as_referee.pending).toEqual([
      {
        match_id: history.pendingIds.echo,
        app_id: echo.id,
        app_name: echo.name,
        expected_min_pence: 2000,
        expected_max_pence: 2000,
        due_at: '2026-06-26T12:00:00.000Z',
        overdue: true,
      },
      {
        match_id: history.pendingIds.delta,
        app_id: delta.id,
        app_name: delta.name,
        expected_min_pence: 500,
        expected_max_pence: 1500,
        due_at: '2026-07-05T12:00:00.000Z',
        overdue: false,
      },
    ]);
    expect(summary.as_referee.pending_count).toBe(2);
  });
});

describe('only one’s own figures', () => {
  it('shows the other member their own matches only', async () => {
    const theirs = await summaryOf(history.other.token);
    const { alpha, beta, delta, echo, foxtrot } = history.apps;
    // Q referred R on Alpha, Delta (twice), Echo (twice) and Foxtrot, and two others on Alpha and one on Beta.
    expect(theirs.as_referrer.funnel.map((row) => [row.app_id, row.claimed])).toEqual([
      [alpha.id, 3],
      [delta.id, 2],
      [echo.id, 2],
      [beta.id, 1],
      [foxtrot.id, 1],
    ]);
    expect(theirs.as_referrer.rewards_per_app).toEqual([]);
    expect(theirs.as_referee).toEqual({ received: [], received_total_pence: 0, pending: [], pending_count: 0 });
  });

  it('shows someone with no matches nothing but empty weeks and months', async () => {
    const newcomer = await t.createUser();
    const theirs = await summaryOf(newcomer.token);
    expect(theirs.as_referrer.claims_per_week.every((week) => week.claims === 0)).toBe(true);
    expect(theirs.as_referrer.rewards_per_month.every((month) => month.rewards === 0 && month.earned_pence === 0)).toBe(true);
    expect({ ...theirs.as_referrer, claims_per_week: [], rewards_per_month: [] }).toEqual({
      claims_per_week: [],
      funnel: [],
      rewards_per_app: [],
      rewards_per_month: [],
      days_to_reward: [],
      rotation: [],
    });
  });
});
