import { randomUUID } from 'node:crypto';
import { matches } from '#server/db/schema.ts';
import type { TestContext, TestUser } from '#server/test/helper.ts';
import { offerTermsOf } from '#server/modules/matches/offer-terms.ts';

/**
 * A hand-built marketplace history for analytics, around NOW: Wednesday 1 July 2026, 13:00 in
 * London (summer time, UTC+1), so weeks and months fall on London's days, not UTC's.
 */
export const NOW = new Date('2026-07-01T12:00:00Z');

const at = (iso: string) => new Date(iso);

export type History = {
  referrer: TestUser;
  other: TestUser;
  apps: Record<'alpha' | 'beta' | 'charlie' | 'delta' | 'echo' | 'foxtrot', { id: string; name: string }>;
  codes: Record<'alpha' | 'beta' | 'charlie', string>;
  pendingIds: { delta: string; echo: string };
};

type MatchRow = typeof matches.$inferInsert;

/**
 * The referrer R shares codes for Alpha, Beta and Charlie; another member Q shares codes too and
 * R signs up with them (Alpha, Delta, Echo, Foxtrot). Every figure the tests expect is worked out
 * from these rows in analytics-figures.test.ts.
 */
export async function buildHistory(t: TestContext): Promise<History> {
  const suffix = randomUUID().slice(0, 6);
  const referrer = await t.createUser();
  const other = await t.createUser();
  const stranger = await t.createUser();
  const referee = await t.createUser();

  const app = (name: string, overrides: Parameters<TestContext['createApp']>[0]) =>
    t.createApp({ name: `${name} ${suffix}`, maxUsesPerUser: null, ...overrides });
  const alpha = await app('Alpha Bank', { referrerRewardAmountPence: 1000, refereeRewardAmountPence: 500, rewardWaitingPeriodDays: 10 });
  const beta = await app('Beta Invest', {
    referrerRewardAmountPence: 0,
    referrerRewardMinPence: 2000,
    referrerRewardMaxPence: 5000,
    refereeRewardAmountPence: 1500,
  });
  const charlie = await app('Charlie Cards', {});
  const delta = await app('Delta Crypto', {
    refereeRewardAmountPence: 0,
    refereeRewardMinPence: 500,
    refereeRewardMaxPence: 1500,
    rewardWaitingPeriodDays: 30,
  });
  const echo = await app('Echo Shop', { refereeRewardAmountPence: 2000 });
  const foxtrot = await app('Foxtrot Rides', { refereeRewardAmountPence: 0 });

  // R's codes: Alpha has two codes ahead of R's (Q's matched earlier, S's never); Beta's other code is used up; Charlie's is paused.
  const codeAlpha = await t.createCode(referrer.id, alpha.id, {
    status: 'ASSIGNED',
    currentUses: 2,
    lastMatchedAt: at('2026-06-30T09:00:00Z'),
    createdAt: at('2026-01-01T00:00:00Z'),
  });
  await t.createCode(other.id, alpha.id, {
    status: 'ASSIGNED',
    currentUses: 2,
    lastMatchedAt: at('2026-03-01T00:00:00Z'),
    createdAt: at('2026-01-02T00:00:00Z'),
  });
  await t.createCode(stranger.id, alpha.id, { createdAt: at('2026-02-01T00:00:00Z') });
  const codeBeta = await t.createCode(referrer.id, beta.id, {
    status: 'ASSIGNED',
    currentUses: 2,
    lastMatchedAt: at('2026-06-28T23:30:00Z'),
    createdAt: at('2026-01-03T00:00:00Z'),
  });
  await t.createCode(other.id, beta.id, { status: 'USED', currentUses: 1, maxUses: 1, lastMatchedAt: at('2026-05-01T00:00:00Z') });
  const codeCharlie = await t.createCode(referrer.id, charlie.id, { status: 'PAUSED', createdAt: at('2026-02-05T00:00:00Z') });
  await t.createCode(referrer.id, delta.id, { status: 'WITHDRAWN' });

  const termsOfApp = new Map([alpha, beta, charlie, delta, echo, foxtrot].map((one) => [one.id, offerTermsOf(one)]));
  const mine = (appId: string, codeId: string, row: Partial<MatchRow>): MatchRow => ({
    appId,
    termsAtClaim: termsOfApp.get(appId)!,
    referralCodeId: codeId,
    referrerId: referrer.id,
    refereeId: referee.id,
    code: 'CODE1',
    referralLink: 'https://refer.example/invite/CODE1',
    ...row,
  });
  const completed = (countdown: string, firstConfirmed: string): Partial<MatchRow> => ({
    status: 'COMPLETED',
    rewardCountdownStartedAt: at(countdown),
    firstConfirmedAt: at(firstConfirmed),
    completedAt: at(firstConfirmed),
  });

  await t.db.insert(matches).values([
    // Alpha: claimed 5, sign-ups marked 3, rewards confirmed 2, cancelled 1.
    mine(alpha.id, codeAlpha.id, { createdAt: at('2026-06-30T09:00:00Z'), code: '=1+2' }),
    mine(alpha.id, codeAlpha.id, {
      createdAt: at('2026-06-22T10:00:00Z'),
      code: '@SUM(A1)',
      status: 'USER_MARKED_DONE',
      rewardCountdownStartedAt: at('2026-06-23T10:00:00Z'),
    }),
    // First confirmed at 00:30 on 1 June in London: a June reward. 26.5625 days.
    mine(alpha.id, codeAlpha.id, {
      createdAt: at('2026-05-04T10:00:00Z'),
      ...completed('2026-05-05T10:00:00Z', '2026-05-31T23:30:00Z'),
      referrerConfirmedReceipt: true,
      actualReferrerRewardAmountPence: 1000,
      refereeConfirmedReceipt: true,
      actualRefereeRewardAmountPence: 500,
    }),
    // Claimed at 00:30 on Monday 13 April in London (still Sunday in UTC): the first week's. 4 days.
    mine(alpha.id, codeAlpha.id, {
      createdAt: at('2026-04-12T23:30:00Z'),
      ...completed('2026-04-14T00:00:00Z', '2026-04-18T00:00:00Z'),
      referrerConfirmedReceipt: true,
      actualReferrerRewardAmountPence: 1000,
    }),
    mine(alpha.id, codeAlpha.id, {
      createdAt: at('2026-04-14T10:00:00Z'),
      status: 'CANCELLED',
      cancelReason: 'EXPIRED',
      cancelledAt: at('2026-04-28T10:00:00Z'),
    }),
    // Beta: claimed 4, sign-ups marked 2, rewards confirmed 2, cancelled 1.
    // Claimed at 00:30 on Monday 29 June in London; the referrer confirmed a day after the sign-up, the referee not yet.
    mine(beta.id, codeBeta.id, {
      createdAt: at('2026-06-28T23:30:00Z'),
      status: 'USER_MARKED_DONE',
      rewardCountdownStartedAt: at('2026-06-29T09:00:00Z'),
      firstConfirmedAt: at('2026-06-30T09:00:00Z'),
      referrerConfirmedReceipt: true,
      actualReferrerRewardAmountPence: 3000,
    }),
    // Before the twelve weeks; closed unconfirmed by the referee: 21.5 days, an April reward.
    mine(beta.id, codeBeta.id, {
      createdAt: at('2026-03-20T00:00:00Z'),
      status: 'CONFIRMED',
      rewardCountdownStartedAt: at('2026-03-21T00:00:00Z'),
      firstConfirmedAt: at('2026-04-11T12:00:00Z'),
      completedAt: at('2026-05-11T12:00:00Z'),
      referrerConfirmedReceipt: true,
      actualReferrerRewardAmountPence: 4500,
    }),
    // Sunday 12 April, 23:30 in London: the week before the twelve.
    mine(beta.id, codeBeta.id, {
      createdAt: at('2026-04-12T22:30:00Z'),
      status: 'CANCELLED',
      cancelReason: 'CANCELLED_BY_REFEREE',
      cancelledAt: at('2026-04-13T08:00:00Z'),
    }),
    // Sunday 21 June, 23:59 in London: the week of 15 June.
    mine(beta.id, codeBeta.id, { createdAt: at('2026-06-21T22:59:00Z') }),

    // Q's matches on the same apps, for the marketplace's medians: Alpha 20 and 30 days, Beta 2 days.
    { ...mine(alpha.id, codeAlpha.id, completed('2026-02-01T00:00:00Z', '2026-02-21T00:00:00Z')), referrerId: other.id, referralCodeId: null },
    { ...mine(alpha.id, codeAlpha.id, completed('2026-03-01T00:00:00Z', '2026-03-31T00:00:00Z')), referrerId: other.id, referralCodeId: null },
    { ...mine(beta.id, codeBeta.id, completed('2026-05-01T00:00:00Z', '2026-05-03T00:00:00Z')), referrerId: other.id, referralCodeId: null },
  ]);

  // R signs up with Q's codes.
  const signUp = (appId: string, row: Partial<MatchRow>): MatchRow => ({
    ...mine(appId, codeAlpha.id, row),
    referralCodeId: null,
    referrerId: other.id,
    refereeId: referrer.id,
  });
  const [pendingDelta, pendingEcho] = await t.db
    .insert(matches)
    .values([
      // Due 5 July (30 days): not yet.
      signUp(delta.id, { createdAt: at('2026-06-04T12:00:00Z'), status: 'USER_MARKED_DONE', rewardCountdownStartedAt: at('2026-06-05T12:00:00Z') }),
      // Due 26 June (25 days, Echo sets none): overdue.
      signUp(echo.id, { createdAt: at('2026-05-31T12:00:00Z'), status: 'USER_MARKED_DONE', rewardCountdownStartedAt: at('2026-06-01T12:00:00Z') }),
      // No reward for the referee on Foxtrot: nothing pending.
      signUp(foxtrot.id, { createdAt: at('2026-06-01T12:00:00Z'), status: 'USER_MARKED_DONE', rewardCountdownStartedAt: at('2026-06-02T12:00:00Z') }),
      // Received: Alpha £5 (10 days, so Alpha's marketplace has five rewards), Delta £12, Echo £20.
      signUp(alpha.id, {
        createdAt: at('2026-01-04T12:00:00Z'),
        ...completed('2026-01-05T12:00:00Z', '2026-01-15T12:00:00Z'),
        refereeConfirmedReceipt: true,
        actualRefereeRewardAmountPence: 500,
      }),
      signUp(delta.id, {
        createdAt: at('2026-01-31T00:00:00Z'),
        ...completed('2026-02-01T00:00:00Z', '2026-02-11T00:00:00Z'),
        refereeConfirmedReceipt: true,
        actualRefereeRewardAmountPence: 1200,
      }),
      signUp(echo.id, {
        createdAt: at('2026-05-30T12:00:00Z'),
        status: 'USER_MARKED_DONE',
        rewardCountdownStartedAt: at('2026-06-01T00:00:00Z'),
        firstConfirmedAt: at('2026-06-10T00:00:00Z'),
        refereeConfirmedReceipt: true,
        actualRefereeRewardAmountPence: 2000,
      }),
    ])
    .returning({ id: matches.id });

  const named = (row: { id: string; name: string }) => ({ id: row.id, name: row.name });
  return {
    referrer,
    other,
    apps: { alpha: named(alpha), beta: named(beta), charlie: named(charlie), delta: named(delta), echo: named(echo), foxtrot: named(foxtrot) },
    codes: { alpha: codeAlpha.id, beta: codeBeta.id, charlie: codeCharlie.id },
    pendingIds: { delta: pendingDelta!.id, echo: pendingEcho!.id },
  };
}
