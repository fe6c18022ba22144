import { describe, expect, it } from 'vitest';
import type { Match, MatchesSummary } from '#contract/matches/schema.ts';
import { MATCH_STATUSES } from '#contract/matches/rules.ts';
import { summaryOf } from '#contract/matches/stats.ts';
import { matches } from '#server/db/schema.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';
import { matchRowFor } from './test-fixtures.ts';

const t = useTestApp();

const summaryFor = async (user: TestUser) => {
  const response = await t.request({ method: 'GET', url: '/api/matches/summary', token: user.token });
  expect(response.statusCode).toBe(200);
  return response.json<MatchesSummary>();
};

const listFor = async (user: TestUser) => (await t.request({ method: 'GET', url: '/api/matches/mine?limit=200', token: user.token })).json<Match[]>();

describe('GET /api/matches/summary', () => {
  it('answers the stat rule over every match: each status, role, confirmation and kind of reward', async () => {
    const person = await t.createUser();
    const other = await t.createUser();
    // The person's reward: fixed, a range with no fixed amount, and none (the other party's is £5 throughout).
    const rewards = [
      { referrerRewardAmountPence: 1200, refereeRewardAmountPence: 700 },
      {
        referrerRewardAmountPence: 0,
        refereeRewardAmountPence: null,
        referrerRewardMinPence: 500,
        referrerRewardMaxPence: 4000,
        refereeRewardMinPence: 1000,
        refereeRewardMaxPence: 2500,
      },
      { referrerRewardAmountPence: 0, refereeRewardAmountPence: 0 },
    ];
    let made = 0;
    for (const reward of rewards) {
      const app = await t.createApp(reward);
      for (const role of ['referee', 'referrer'] as const) {
        const [referrer, referee] = role === 'referee' ? [other, person] : [person, other];
        const code = await t.createCode(referrer.id, app.id);
        const base = matchRowFor(app, code, referrer.id, referee.id);
        for (const status of MATCH_STATUSES) {
          for (const [mine, theirs, recorded] of [
            [false, false, null],
            [true, false, 1800],
            [true, true, null],
            [false, true, 900],
          ] as const) {
            const [referrerConfirmed, refereeConfirmed] = role === 'referee' ? [theirs, mine] : [mine, theirs];
            await t.db.insert(matches).values({
              ...base,
              status,
              referrerConfirmedReceipt: referrerConfirmed,
              refereeConfirmedReceipt: refereeConfirmed,
              actualReferrerRewardAmountPence: referrerConfirmed ? recorded : null,
              actualRefereeRewardAmountPence: refereeConfirmed ? recorded : null,
            });
            made += 1;
          }
        }
      }
    }
    const list = await listFor(person);
    expect(list).toHaveLength(made);
    const summary = await summaryFor(person);
    expect(summary).toEqual(summaryOf(list));
    // Not all nothing: the cases above reach every figure.
    expect(summary.earned_pence).toBeGreaterThan(0);
    expect(summary.pending.count).toBeGreaterThan(0);
    expect(summary.pending.max_pence).toBeGreaterThan(summary.pending.min_pence);
    expect(summary.referrals.claimed_by_me).toBeGreaterThan(0);
    expect(summary.referrals.claimed_from_me).toBeGreaterThan(0);
    // The other party sees the same matches from their side.
    expect(await summaryFor(other)).toEqual(summaryOf(await listFor(other)));
  });

  it('counts every match, not only the newest page the list answers', async () => {
    const person = await t.createUser();
    const sharer = await t.createUser();
    const app = await t.createApp({ refereeRewardAmountPence: 1000 });
    const code = await t.createCode(sharer.id, app.id);
    const row = matchRowFor(app, code, sharer.id, person.id);
    await t.db.insert(matches).values(Array.from({ length: 120 }, () => ({ ...row, status: 'USER_MARKED_DONE' as const })));
    expect(await listFor(person)).toHaveLength(120);
    expect((await t.request({ method: 'GET', url: '/api/matches/mine', token: person.token })).json()).toHaveLength(100);
    expect(await summaryFor(person)).toEqual({
      earned_pence: 0,
      pending: { min_pence: 120_000, max_pence: 120_000, count: 120 },
      referrals: { total: 120, claimed_by_me: 120, claimed_from_me: 0 },
    });
  });

  it('answers nothing but zeros to a person with no matches', async () => {
    expect(await summaryFor(await t.createUser())).toEqual({
      earned_pence: 0,
      pending: { min_pence: 0, max_pence: 0, count: 0 },
      referrals: { total: 0, claimed_by_me: 0, claimed_from_me: 0 },
    });
  });

  it('refuses a request without a token', async () => {
    const response = await t.request({ method: 'GET', url: '/api/matches/summary' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('detail');
  });
});
