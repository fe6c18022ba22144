import { describe, expect, it } from 'vitest';
import { ANALYTICS_PREMIUM_ONLY } from '#contract/analytics/rules.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';

const t = useTestApp();

const SUMMARY = '/api/analytics/summary';
const CSV = '/api/analytics/matches.csv';
const DAY_MS = 24 * 60 * 60 * 1000;

async function statuses(caller: TestUser): Promise<number[]> {
  const answers = await Promise.all([SUMMARY, CSV].map((url) => t.request({ method: 'GET', url, token: caller.token })));
  return answers.map((answer) => answer.statusCode);
}

describe('who gets analytics', () => {
  it('asks for a sign-in without a token', async () => {
    for (const url of [SUMMARY, CSV]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Please sign in to continue' });
    }
  });

  it('with paid features on, refuses a Free account with 402 and serves Premium', async () => {
    await t.setPaidFeatures(true);
    try {
      const free = await t.createUser();
      for (const url of [SUMMARY, CSV]) {
        const refused = await t.request({ method: 'GET', url, token: free.token });
        expect(refused.statusCode).toBe(402);
        expect(refused.json()).toEqual({ detail: ANALYTICS_PREMIUM_ONLY });
      }
      const premium = await t.createUser({ subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: new Date(Date.now() + 30 * DAY_MS) });
      expect(await statuses(premium)).toEqual([200, 200]);
      // An administrator's grant has no end.
      const granted = await t.createUser({ subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: null });
      expect(await statuses(granted)).toEqual([200, 200]);
      // A month that has run out is Free again.
      const lapsed = await t.createUser({ subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: new Date(Date.now() - DAY_MS) });
      expect(await statuses(lapsed)).toEqual([402, 402]);
    } finally {
      await t.setPaidFeatures(false);
    }
  });

  it('with paid features off, serves everyone', async () => {
    await t.setPaidFeatures(false);
    expect(await statuses(await t.createUser())).toEqual([200, 200]);
  });
});

describe('the weeks asked for', () => {
  const cases: [string, string][] = [
    ['0', 'Weeks must be at least 1'],
    ['53', 'Weeks must be at most 52'],
    ['twelve', 'Weeks must be a number'],
    ['2.5', 'Weeks must be a whole number'],
  ];
  for (const [weeks, detail] of cases) {
    it(`refuses weeks=${weeks} with 422, saying why`, async () => {
      const caller = await t.createUser();
      const response = await t.request({ method: 'GET', url: `${SUMMARY}?weeks=${weeks}`, token: caller.token });
      expect(response.statusCode).toBe(422);
      expect(response.json<{ detail: string }>().detail).toContain(detail);
    });
  }

  it('takes 12 when none is given', async () => {
    const caller = await t.createUser();
    const response = await t.request({ method: 'GET', url: SUMMARY, token: caller.token });
    expect(response.json<{ weeks: number; as_referrer: { claims_per_week: unknown[] } }>()).toMatchObject({ weeks: 12 });
    expect(response.json<{ as_referrer: { claims_per_week: unknown[] } }>().as_referrer.claims_per_week).toHaveLength(12);
  });
});
