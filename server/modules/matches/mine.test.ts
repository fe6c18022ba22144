import { and, desc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOGO_PATH_PREFIX } from '#contract/logos/rules.ts';
import { match, type Match } from '#contract/matches/schema.ts';
import type { MatchRole } from '#contract/matches/rules.ts';
import { apps, matches, reviews, trackRecords, users, type ClaimInstructions } from '#server/db/schema.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';
import { appBriefColumns } from '../apps/dto.ts';
import { toMatchDto } from './dto.ts';
import { offerTermsOf } from './offer-terms.ts';

const t = useTestApp();

const post = (user: TestUser, url: string, payload?: object) => t.request({ method: 'POST', url, token: user.token, payload });

/**
 * The match list as the server wrote it in TypeScript before the database wrote it as JSON: the
 * same rows, mapped by `toMatchDto` (which still answers each lifecycle move). The oracle the
 * database's answer must equal.
 */
async function matchesMappedInTypeScript(userId: string, role: MatchRole | undefined, limit: number): Promise<Match[]> {
  const [me, other, otherTrack] = [alias(users, 'me'), alias(users, 'other'), alias(trackRecords, 'other_track')];
  const { instructions: _instructions, ...matchColumns } = getTableColumns(matches);
  const party =
    role === 'referrer'
      ? eq(matches.referrerId, userId)
      : role === 'referee'
        ? eq(matches.refereeId, userId)
        : or(eq(matches.referrerId, userId), eq(matches.refereeId, userId));
  const callerIsReferee = sql`${matches.refereeId} = ${userId}`;
  const rows = await t.db
    .select({
      match: matchColumns,
      instructions: sql<ClaimInstructions | null>`CASE WHEN ${callerIsReferee} THEN ${matches.instructions} END`.mapWith(matches.instructions),
      app: { ...appBriefColumns, termsConditions: apps.termsConditions },
      myEmail: me.email,
      otherEmail: other.email,
      otherUsername: other.username,
      otherTrack: {
        referrerCompleted: otherTrack.referrerCompleted,
        referrerEnded: otherTrack.referrerEnded,
        ratingSum: otherTrack.ratingSum,
        ratingCount: otherTrack.ratingCount,
      },
      myRating: reviews.rating,
    })
    .from(matches)
    .innerJoin(apps, eq(apps.id, matches.appId))
    .innerJoin(me, eq(me.id, userId))
    .leftJoin(other, eq(other.id, sql`CASE WHEN ${callerIsReferee} THEN ${matches.referrerId} ELSE ${matches.refereeId} END`))
    .leftJoin(otherTrack, eq(otherTrack.userId, other.id))
    .leftJoin(reviews, and(eq(reviews.matchId, matches.id), sql`${reviews.reviewerRole} = CASE WHEN ${callerIsReferee} THEN 'referee' ELSE 'referrer' END`))
    .where(party)
    .orderBy(sql`CASE ${matches.status} WHEN 'ASSIGNED' THEN 0 WHEN 'USER_MARKED_DONE' THEN 1 WHEN 'COMPLETED' THEN 2 ELSE 3 END`, desc(matches.updatedAt))
    .limit(limit);
  return rows.map(({ match: row, instructions, app, myEmail, otherEmail, otherUsername, otherTrack: track, myRating }) => {
    const asReferee = row.refereeId === userId;
    const people = { other: otherUsername === null ? null : { username: otherUsername, track }, myReviewRating: myRating };
    return toMatchDto(
      { ...row, instructions },
      asReferee ? 'referee' : 'referrer',
      app,
      asReferee ? otherEmail : myEmail,
      asReferee ? myEmail : otherEmail,
      people,
    );
  });
}

const codes = new Map<string, string>();
/** A claim of `referrer`'s code for the app by `referee`, set to `changes` directly (its own updated_at, so the order has no ties). */
async function matchOn(
  referrer: TestUser,
  referee: TestUser,
  app: typeof apps.$inferSelect,
  minutesAgo: number,
  changes: PgUpdateSetSource<typeof matches> = {},
) {
  const key = `${referrer.id} ${app.id}`;
  if (!codes.has(key)) codes.set(key, (await t.createCode(referrer.id, app.id, { maxUses: 20 })).id);
  const code = { id: codes.get(key)! };
  const claimed = await post(referee, `/api/referral-codes/claim/${code.id}`);
  expect(claimed.statusCode).toBe(201);
  const id = claimed.json<{ match_id: string }>().match_id;
  const updatedAt = new Date(Date.parse('2026-03-29T01:00:00Z') - minutesAgo * 60_000);
  await t.db
    .update(matches)
    .set({ updatedAt, ...changes })
    .where(eq(matches.id, id));
  return id;
}

describe('GET /api/matches/mine as the database writes it', () => {
  it('equals the TypeScript mapping, field for field, for matches in every status, both roles, a reviewed match and a gone party', async () => {
    const [me, sharer, signedUp, gone] = [
      await t.createUser({ email: 'ünïcödé.me@exämple.de' }),
      await t.createUser(),
      await t.createUser({ email: 'a@b.c' }),
      await t.createUser(),
    ];
    const app = (overrides: Partial<typeof apps.$inferInsert> = {}) => t.createApp({ maxUsesPerUser: null, ...overrides });
    // Just before London's clocks go forward, to the microsecond; rewards ranged and fixed; waiting periods set, zero and none.
    const claimedAt = sql`'2026-03-28 00:59:59.999999+00'::timestamptz`;
    const started = new Date('2026-03-28T23:30:00.123Z');
    const plain = await app({
      offerExpiryDays: null,
      rewardWaitingPeriodDays: null,
      logoUrl: `${LOGO_PATH_PREFIX}${'ab'.repeat(32)}.webp`,
      opensToAllAt: new Date('2026-04-01T10:00:00.5Z'),
    });
    const ranged = await app({
      offerExpiryDays: 7,
      rewardWaitingPeriodDays: 0,
      referrerRewardAmountPence: 0,
      referrerRewardMinPence: 500,
      referrerRewardMaxPence: 2500,
      qualifyingSpendAmountPence: 1000,
    });
    const zero = await app({ offerExpiryDays: 0, rewardWaitingPeriodDays: 90, category: 'banking' });

    await matchOn(sharer, me, plain, 1, { createdAt: claimedAt });
    // Claimed on other terms: a fixed referrer reward since made a range, a smaller spend, other words.
    const claimedOnOtherTerms = await matchOn(sharer, me, ranged, 2, {
      termsAtClaim: {
        ...offerTermsOf(ranged),
        referrer_reward_amount_pence: 1500,
        referrer_reward_min_pence: null,
        referrer_reward_max_pence: null,
        qualifying_spend_amount_pence: 500,
        terms_conditions: 'Old terms',
      },
    });
    // Claimed with no waiting period (the usual 25 days), since set to 90.
    const longerWait = await matchOn(sharer, me, zero, 3, {
      status: 'USER_MARKED_DONE',
      rewardCountdownStartedAt: started,
      termsAtClaim: { ...offerTermsOf(zero), reward_waiting_period_days: null },
    });
    const reviewed = await matchOn(sharer, me, plain, 4, {
      status: 'COMPLETED',
      rewardCountdownStartedAt: started,
      completedAt: started,
      referrerConfirmedReceipt: true,
      refereeConfirmedReceipt: true,
      actualRefereeRewardAmountPence: 1000,
    });
    expect((await post(me, `/api/matches/${reviewed}/review`, { rating: 4 })).statusCode).toBe(201);
    await matchOn(sharer, me, ranged, 5, {
      status: 'CONFIRMED',
      rewardCountdownStartedAt: started,
      referrerConfirmedReceipt: true,
      actualReferrerRewardAmountPence: 1750,
    });
    await matchOn(sharer, me, zero, 6, { status: 'CANCELLED', cancelledAt: started, cancelReason: 'EXPIRED' });
    await matchOn(sharer, me, plain, 7, {
      status: 'CANCELLED',
      cancelledAt: started,
      cancelReason: null,
      // The usual 25 days written out, where the app now says none: the same wait, no change.
      termsAtClaim: { ...offerTermsOf(plain), reward_waiting_period_days: 25 },
    });
    await matchOn(me, signedUp, plain, 8);
    await matchOn(me, signedUp, ranged, 9, { status: 'USER_MARKED_DONE', rewardCountdownStartedAt: started });
    const rated = await matchOn(me, signedUp, zero, 10, {
      status: 'COMPLETED',
      rewardCountdownStartedAt: started,
      completedAt: started,
      referrerConfirmedReceipt: true,
      refereeConfirmedReceipt: true,
    });
    expect((await post(me, `/api/matches/${rated}/review`, { rating: 5 })).statusCode).toBe(201);
    expect((await post(signedUp, `/api/matches/${rated}/review`, { rating: 3 })).statusCode).toBe(201);
    await matchOn(me, signedUp, plain, 11, { status: 'CANCELLED', cancelledAt: started, cancelReason: 'CANCELLED_BY_REFEREE' });
    // Claimed before I shared codes for these apps myself.
    await matchOn(gone, me, await app({ offerExpiryDays: 30 }), 12);
    await matchOn(me, gone, zero, 13, { status: 'CANCELLED', cancelledAt: started, cancelReason: 'ACCOUNT_CLOSED' });
    await t.db.delete(users).where(eq(users.id, gone.id));

    for (const caller of [me, sharer, signedUp]) {
      for (const role of [undefined, 'referrer', 'referee'] as const) {
        for (const limit of [100, 3]) {
          const answer = await t.request({ method: 'GET', url: `/api/matches/mine?limit=${limit}${role ? `&role=${role}` : ''}`, token: caller.token });
          expect(answer.statusCode).toBe(200);
          expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
          const body = answer.json<Match[]>();
          // Nothing the contract does not name, nothing it would change.
          expect(z.array(match).parse(body)).toEqual(body);
          expect(body, `${caller === me ? 'me' : caller.username}, ${role ?? 'both'}, ${limit}`).toEqual(
            await matchesMappedInTypeScript(caller.id, role, limit),
          );
        }
      }
    }
    const mine = (await t.request({ method: 'GET', url: '/api/matches/mine', token: me.token })).json<Match[]>();
    expect(mine.map((one) => one.status)).toEqual([
      'ASSIGNED',
      'ASSIGNED',
      'ASSIGNED',
      'ASSIGNED',
      'USER_MARKED_DONE',
      'USER_MARKED_DONE',
      'COMPLETED',
      'COMPLETED',
      'CONFIRMED',
      'CANCELLED',
      'CANCELLED',
      'CANCELLED',
      'CANCELLED',
    ]);
    expect(mine.filter((one) => one.other_party === null)).toHaveLength(2);
    expect(mine.find((one) => one.id === claimedOnOtherTerms)?.terms_changed_since_claim).toEqual(['referrer_reward', 'qualifying_spend', 'terms_conditions']);
    expect(mine.find((one) => one.id === longerWait)?.terms_changed_since_claim).toEqual(['reward_waiting_period']);
    // Every other match was claimed on its app's terms as they are (the claim wrote them).
    expect(mine.filter((one) => one.terms_changed_since_claim.length > 0).map((one) => one.id)).toEqual([claimedOnOtherTerms, longerWait]);
    expect(mine.find((one) => one.id === rated)).toMatchObject({
      role: 'referrer',
      my_review_rating: 5,
      referee_masked_email: 'a',
      owner_masked_email: 'ünïcödé.me',
    });
  });

  it('answers an empty list as []', async () => {
    const nobody = await t.createUser();
    const answer = await t.request({ method: 'GET', url: '/api/matches/mine', token: nobody.token });
    expect(answer.body).toBe('[]');
  });
});
