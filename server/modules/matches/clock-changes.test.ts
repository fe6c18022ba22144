import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, claimExpiresAt, claimExpiryReminderAt, rewardDueAt } from '#contract/matches/rules.ts';
import { matches } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { inSessionTimeZone } from '#server/test/time-zone.ts';
import { expireClaims, remindExpiringClaims } from './claim-expiry.ts';
import { noticeOverdueRewards } from './reward-due.ts';

/**
 * Claim expiry, its half-way reminder and a reward's due date are each one rule
 * (contract/matches/rules.ts: whole 24-hour days from the moment), and the jobs run them as the card
 * shows them, whatever the database session's time zone and across both of the UK's changes of
 * clocks. A job that added calendar days in a Europe/London session cancelled a claim made on
 * 20 March at 12:00 UTC an hour before its card's "3 April 13:00".
 */
const t = useTestApp();
const SECOND = 1000;
const ZONES = ['Europe/London', 'UTC'] as const;
/** Claims (and reward countdowns) whose times fall across the clocks going forward (29 March 2026) and back (25 October 2026). */
const CLAIMED_AT = [
  new Date('2026-03-20T12:00:00.000Z'),
  new Date('2026-03-28T23:30:00.000Z'),
  new Date('2026-10-20T12:00:00.000Z'),
  new Date('2026-10-24T23:30:00.000Z'),
];

async function claimMadeAt(claimedAt: Date, offerExpiryDays: number, waitingPeriodDays: number) {
  const referrer = await t.createUser();
  const referee = await t.createUser();
  const app = await t.createApp({ offerExpiryDays, rewardWaitingPeriodDays: waitingPeriodDays });
  const code = await t.createCode(referrer.id, app.id);
  const response = await t.request({ method: 'POST', url: `/api/referral-codes/claim/${code.id}`, token: referee.token });
  expect(response.statusCode).toBe(201);
  const id = response.json<{ match_id: string }>().match_id;
  await t.db.update(matches).set({ createdAt: claimedAt }).where(eq(matches.id, id));
  return id;
}

const statusOf = async (id: string) =>
  (await t.db.select({ status: matches.status, reminded: matches.expiryReminderSentAt }).from(matches).where(eq(matches.id, id)))[0]!;

describe.each(ZONES)('in a %s session', (zone) => {
  it.each(CLAIMED_AT.map((at) => [at.toISOString(), at] as const))(
    'a claim made at %s is reminded half-way and expires when its card says, to the second',
    async (_label, claimedAt) => {
      const id = await claimMadeAt(claimedAt, 14, 25);
      const remindAt = claimExpiryReminderAt(claimedAt, 14);
      const expiresAt = claimExpiresAt(claimedAt, 14);
      await inSessionTimeZone(t, zone, async (db) => {
        await remindExpiringClaims(db, new Date(remindAt.getTime() - SECOND));
        expect((await statusOf(id)).reminded).toBeNull();
        await remindExpiringClaims(db, remindAt);
        expect((await statusOf(id)).reminded).not.toBeNull();
        await expireClaims(db, new Date(expiresAt.getTime() - SECOND));
        expect((await statusOf(id)).status).toBe('ASSIGNED');
        await expireClaims(db, expiresAt);
        expect((await statusOf(id)).status).toBe('CANCELLED');
      });
    },
  );

  it.each(CLAIMED_AT.map((at) => [at.toISOString(), at] as const))(
    'a reward counted down from %s is overdue when its card says, to the second',
    async (_label, markedAt) => {
      const id = await claimMadeAt(addDays(markedAt, -1), 14, 7);
      await t.db.update(matches).set({ status: 'USER_MARKED_DONE', rewardCountdownStartedAt: markedAt }).where(eq(matches.id, id));
      const dueAt = rewardDueAt(markedAt, 7)!;
      const overdueNoticed = async () => (await t.db.select({ at: matches.rewardOverdueNoticeSentAt }).from(matches).where(eq(matches.id, id)))[0]!.at;
      await inSessionTimeZone(t, zone, async (db) => {
        await noticeOverdueRewards(db, new Date(dueAt.getTime() - SECOND));
        expect(await overdueNoticed()).toBeNull();
        await noticeOverdueRewards(db, dueAt);
        expect(await overdueNoticed()).not.toBeNull();
      });
    },
  );
});
