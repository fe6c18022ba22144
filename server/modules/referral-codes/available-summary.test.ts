import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refereeRewardRange } from '#contract/apps/rules.ts';
import { FIRST_OFFERS } from '#contract/referral-codes/rules.ts';
import type { AvailableReferralCode, AvailableSummary } from '#contract/referral-codes/schema.ts';
import { users } from '#server/db/schema.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';

const t = useTestApp();

const get = async <Answer>(person: TestUser, url: string) => {
  const answer = await t.request({ method: 'GET', url, token: person.token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Answer>();
};

/** The oracle: the largest sign-up reward (its top, then its bottom), the list's order (by name) breaking a tie, passing over `skipped` apps. */
function bestOf(offers: AvailableReferralCode[], skipped: Set<string> = new Set()): AvailableReferralCode | null {
  let best: AvailableReferralCode | null = null;
  for (const offer of offers) {
    if (skipped.has(offer.app_id)) continue;
    const [reward, top] = [refereeRewardRange(offer.app), best && refereeRewardRange(best.app)];
    if (!top || reward.maxPence > top.maxPence || (reward.maxPence === top.maxPence && reward.minPence > top.minPence)) best = offer;
  }
  return best;
}

/** Nine apps on offer from one sharer: fixed rewards, ranges that tie on their top, and the largest in its early access. */
async function marketplace(): Promise<{ earlyAccessAppId: string }> {
  const sharer = await t.createUser();
  const rewards = [500, 2000, 1500, 700, 900, 1100, 300];
  for (const [index, pence] of rewards.entries()) {
    const app = await t.createApp({ name: `Summary ${String.fromCharCode(65 + index)}`, refereeRewardAmountPence: pence });
    await t.createCode(sharer.id, app.id);
  }
  const range = await t.createApp({ name: 'Summary Range', refereeRewardAmountPence: null, refereeRewardMinPence: 1500, refereeRewardMaxPence: 2000 });
  await t.createCode(sharer.id, range.id);
  const early = await t.createApp({ name: 'Summary Early', refereeRewardAmountPence: 5000, opensToAllAt: new Date(Date.now() + 7 * 86_400_000) });
  await t.createCode(sharer.id, early.id);
  return { earlyAccessAppId: early.id };
}

describe('GET /api/referral-codes/available/summary', () => {
  it('answers the list’s first offers, how many there are, and the best one the member can claim now', async () => {
    const { earlyAccessAppId } = await marketplace();
    const free = await t.createUser();
    const premium = await t.createUser();
    await t.db
      .update(users)
      .set({ subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(users.id, premium.id));

    for (const paidFeatures of [false, true]) {
      await t.setPaidFeatures(paidFeatures);
      for (const person of [free, premium]) {
        const all = await get<AvailableReferralCode[]>(person, '/api/referral-codes/available?limit=100');
        const summary = await get<AvailableSummary>(person, '/api/referral-codes/available/summary');
        expect(summary.first).toEqual(await get(person, `/api/referral-codes/available?limit=${FIRST_OFFERS}`));
        expect(summary.total).toBe(all.length);
        // Only a Free member, with paid features on, waits for an app's early access to end.
        const waits = paidFeatures && person === free;
        expect(summary.best, `paid features ${paidFeatures}, ${person === free ? 'Free' : 'Premium'}`).toEqual(
          bestOf(all, waits ? new Set([earlyAccessAppId]) : new Set()),
        );
        expect(summary.best?.app_id === earlyAccessAppId).toBe(!waits);
      }
    }
    await t.setPaidFeatures(false);
    const three = await get<AvailableSummary>(free, '/api/referral-codes/available/summary?limit=3');
    expect(three.first).toEqual(await get(free, '/api/referral-codes/available?limit=3'));
  });

  it('answers no offers, a total of 0 and no best one when nothing is on offer to the member', async () => {
    const sharer = await t.createUser();
    const app = await t.createApp();
    await t.createCode(sharer.id, app.id);
    // The sharer's own code is never on offer to them; other apps' codes may be, from other tests.
    const summary = await get<AvailableSummary>(sharer, '/api/referral-codes/available/summary');
    expect(summary.first.some((offer) => offer.app_id === app.id)).toBe(false);
    expect(summary.best?.app_id).not.toBe(app.id);
  });

  it('refuses no token, and a limit that is not a whole number from 1 to 100, with 4xx and a detail', async () => {
    const person = await t.createUser();
    const anonymous = await t.request({ method: 'GET', url: '/api/referral-codes/available/summary' });
    expect(anonymous.statusCode).toBe(401);
    for (const limit of ['0', '101', 'six', '2.5']) {
      const answer = await t.request({ method: 'GET', url: `/api/referral-codes/available/summary?limit=${limit}`, token: person.token });
      expect(answer.statusCode, `limit=${limit}`).toBe(422);
      expect(answer.json<{ detail: string }>().detail).toMatch(/Limit/);
    }
  });
});
