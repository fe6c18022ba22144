import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimExpiryDays } from '#contract/matches/rules.ts';
import { z } from 'zod';
import { availableReferralCode, type AvailableReferralCode } from '#contract/referral-codes/schema.ts';
import { apps, matches, referralCodes, reviews, trackRecords, users } from '#server/db/schema.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';
import { appBriefColumns, toAppBrief } from '../apps/dto.ts';
import { isOpenApp } from '../apps/service.ts';
import { toTrackSummary } from '../members/track-record.ts';

const t = useTestApp();

/**
 * The offered codes as the server wrote them in TypeScript before the database wrote them as JSON:
 * the same rows, mapped by `toAppBrief` and `toTrackSummary`. The oracle the database's
 * answer must equal.
 */
async function offersMappedInTypeScript(userId: string, limit: number): Promise<AvailableReferralCode[]> {
  const pick = t.db
    .select({
      id: referralCodes.id,
      maxUses: referralCodes.maxUses,
      currentUses: referralCodes.currentUses,
      ownerUsername: users.username,
      referrerCompleted: sql<number>`coalesce(${trackRecords.referrerCompleted}, 0)`.as('referrer_completed'),
      referrerEnded: sql<number>`coalesce(${trackRecords.referrerEnded}, 0)`.as('referrer_ended'),
      ratingSum: sql<number>`coalesce(${trackRecords.ratingSum}, 0)`.as('rating_sum'),
      ratingCount: sql<number>`coalesce(${trackRecords.ratingCount}, 0)`.as('rating_count'),
    })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .leftJoin(trackRecords, eq(trackRecords.userId, referralCodes.userId))
    .where(
      and(
        sql`${referralCodes.appId} = ${apps.id}`,
        sql`${referralCodes.status} IN ('UNUSED', 'ASSIGNED') AND ${referralCodes.ownerActive}`,
        sql`${referralCodes.currentUses} < ${referralCodes.maxUses}`,
        ne(referralCodes.userId, userId),
        sql`${users.isActive}`,
      ),
    )
    .orderBy(sql`${referralCodes.lastMatchedAt} ASC NULLS FIRST`, asc(referralCodes.createdAt))
    .limit(1)
    .as('pick');
  const held = t.db
    .select({ appId: matches.appId, count: sql<number>`count(*)`.as('held_count') })
    .from(matches)
    .where(and(eq(matches.refereeId, userId), sql`${matches.status} <> 'CANCELLED'`))
    .groupBy(matches.appId)
    .as('held');
  const rows = await t.db
    .select({
      app: appBriefColumns,
      code: { id: pick.id, maxUses: pick.maxUses, currentUses: pick.currentUses, ownerUsername: pick.ownerUsername },
      terms: { termsConditions: apps.termsConditions, expiryDate: apps.expiryDate, offerExpiryDays: apps.offerExpiryDays },
      track: { referrerCompleted: pick.referrerCompleted, referrerEnded: pick.referrerEnded, ratingSum: pick.ratingSum, ratingCount: pick.ratingCount },
    })
    .from(apps)
    .innerJoinLateral(pick, sql`true`)
    .leftJoin(held, eq(held.appId, apps.id))
    .where(
      and(
        isOpenApp(),
        sql`(${apps.maxUsesPerUser} IS NULL OR ${apps.maxUsesPerUser} > coalesce(${held.count}, 0))`,
        sql`${apps.id} NOT IN (SELECT used FROM apps_used_by(${userId}) used)`,
      ),
    )
    .orderBy(asc(apps.name))
    .limit(limit);
  return rows.map(({ app, code, track, terms }) => ({
    id: code.id,
    app_id: app.id,
    app: toAppBrief(app),
    owner: { username: code.ownerUsername, track_record: toTrackSummary(track) },
    max_uses: code.maxUses,
    current_uses: code.currentUses,
    terms_conditions: terms.termsConditions,
    qualifying_spend_amount_pence: app.qualifyingSpendAmountPence,
    reward_waiting_period_days: app.rewardWaitingPeriodDays,
    expiry_date: terms.expiryDate?.toISOString() ?? null,
    claim_expiry_days: claimExpiryDays(terms.offerExpiryDays),
  }));
}

const post = (user: TestUser, url: string, payload?: object) => t.request({ method: 'POST', url, token: user.token, payload });

describe('GET /api/referral-codes/available as the database writes it', () => {
  it('equals the TypeScript mapping, field for field, for sharers with and without track records', async () => {
    const [caller, newcomer] = [await t.createUser(), await t.createUser()];
    const proven = await t.createUser({ email: '😀proven@example.com' });
    const unrated = await t.createUser({ email: 'no-at-sign' });
    const paused = await t.createUser();
    const offered: (typeof apps.$inferSelect)[] = [];
    for (const [index, overrides] of [
      { offerExpiryDays: null, rewardWaitingPeriodDays: null },
      { rewardWaitingPeriodDays: 0, opensToAllAt: new Date('2026-01-01T00:00:00.001Z'), category: 'banking' as const },
      { referrerRewardAmountPence: 0, referrerRewardMinPence: 500, referrerRewardMaxPence: 1500, qualifyingSpendAmountPence: 2000 },
      { maxUsesPerUser: 2 },
      { maxUsesPerUser: null, requiresReferralCode: false },
      { offerExpiryDays: 30, termsConditions: 'Spend £10 within 30 days. New customers only.', expiryDate: new Date('2031-03-31T22:59:59.999Z') },
    ].entries()) {
      offered.push(await t.createApp({ name: `Offer ${index} ${proven.id}`, ...overrides }));
    }
    // The proven sharer: three completed matches rated 5, 4 and 4 (4.3), one ended unpaid (0.75).
    for (const rating of [5, 4, 4, null]) {
      const app = await t.createApp();
      const code = await t.createCode(proven.id, app.id);
      const id = (await post(newcomer, `/api/referral-codes/claim/${code.id}`)).json<{ match_id: string }>().match_id;
      const status = rating === null ? 'CANCELLED' : 'COMPLETED';
      await t.db
        .update(matches)
        .set({ status, rewardCountdownStartedAt: new Date(), cancelReason: rating === null ? 'EXPIRED' : null })
        .where(eq(matches.id, id));
      if (rating !== null) await t.db.insert(reviews).values({ matchId: id, reviewerId: newcomer.id, revieweeId: proven.id, reviewerRole: 'referee', rating });
    }
    await t.createCode(proven.id, offered[0]!.id, { currentUses: 2 });
    await t.createCode(unrated.id, offered[1]!.id);
    await t.createCode(proven.id, offered[2]!.id, { maxUses: 1 });
    await t.createCode(unrated.id, offered[3]!.id, { lastMatchedAt: new Date() });
    await t.createCode(proven.id, offered[3]!.id);
    await t.createCode(paused.id, offered[4]!.id, { status: 'PAUSED' });
    await t.createCode(unrated.id, offered[4]!.id);
    await t.createCode(unrated.id, offered[5]!.id);
    // The caller holds a match for one app with a limit of two: still offered, the other sharer's code next in turn.
    await post(caller, '/api/matches/claim', { app_id: offered[3]!.id });

    for (const person of [caller, newcomer, proven, unrated]) {
      for (const limit of [100, 2]) {
        const answer = await t.request({ method: 'GET', url: `/api/referral-codes/available?limit=${limit}`, token: person.token });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        const body = answer.json<AvailableReferralCode[]>();
        // Nothing the contract does not name, nothing it would change.
        expect(z.array(availableReferralCode).parse(body)).toEqual(body);
        expect(body).toEqual(await offersMappedInTypeScript(person.id, limit));
      }
    }
    const offers = (await t.request({ method: 'GET', url: '/api/referral-codes/available', token: caller.token })).json<AvailableReferralCode[]>();
    const ours = offers.filter((offer) => offered.some((app) => app.id === offer.app_id));
    expect(ours.map((offer) => offer.owner.username)).toEqual([
      proven.username,
      unrated.username,
      proven.username,
      unrated.username,
      unrated.username,
      unrated.username,
    ]);
    // Its terms travel with the offer, read before the claim.
    expect(ours.at(-1)).toMatchObject({
      terms_conditions: 'Spend £10 within 30 days. New customers only.',
      expiry_date: '2031-03-31T22:59:59.999Z',
      claim_expiry_days: 30,
    });
    // No part of a sharer's address reaches someone who is not matched with them.
    expect(JSON.stringify(offers)).not.toMatch(/proven@|no-at-sign|@example/);
    expect(ours[0]!.owner.track_record).toEqual({ completed: 3, completion_rate: 0.75, rating: 4.3, ratings: 3 });
  });
});
