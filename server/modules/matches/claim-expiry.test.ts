import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, DEFAULT_CLAIM_EXPIRY_DAYS } from '#contract/matches/rules.ts';
import { matches, referralCodes, users } from '#server/db/schema.ts';
import { JOB_LOCK_KEYS, JOBS, runJobOnce } from '#server/jobs.ts';
import { loadConfig } from '#server/config.ts';
import { useTestApp } from '#server/test/helper.ts';
import { expireClaims, remindExpiringClaims } from './claim-expiry.ts';
import { matchFixtures } from './test-fixtures.ts';

const t = useTestApp();
const SECOND = 1000;

const { claimed, act, myMatch, noticesOf } = matchFixtures(t);

describe('claim expiry', () => {
  it('shows when a claim expires, 14 days after it was made when the app sets none (nor 0)', async () => {
    for (const offerExpiryDays of [null, 0]) {
      const { referee, match } = await claimed({ offerExpiryDays });
      expect(await myMatch(referee, match.id)).toMatchObject({
        status: 'ASSIGNED',
        cancel_reason: null,
        claim_expires_at: addDays(match.createdAt, DEFAULT_CLAIM_EXPIRY_DAYS).toISOString(),
        reward_due_at: null,
      });
    }
  });

  it('cancels a claim still in progress once it expires: the use goes back to the code and the plan, both parties are told why', async () => {
    const { referrer, referee, match, codeId } = await claimed({ offerExpiryDays: 4 });
    const expiresAt = addDays(match.createdAt, 4);
    expect((await myMatch(referee, match.id)).claim_expires_at).toBe(expiresAt.toISOString());
    const [before] = await t.db.select().from(users).where(eq(users.id, referee.id));
    expect(before!.matchesUsed).toBe(1);

    await expireClaims(t.db, new Date(expiresAt.getTime() - SECOND));
    expect((await myMatch(referee, match.id)).status).toBe('ASSIGNED');
    expect(await expireClaims(t.db, new Date(expiresAt.getTime() + SECOND))).toBeGreaterThanOrEqual(1);

    for (const party of [referee, referrer]) {
      expect(await myMatch(party, match.id)).toMatchObject({
        status: 'CANCELLED',
        cancel_reason: 'EXPIRED',
        claim_expires_at: null,
        cancelled_at: expect.any(String),
      });
      const [notice] = await noticesOf(party.id, 'MATCH_CANCELLED');
      expect(notice!.message).toMatch(/expired/);
    }
    const [code] = await t.db.select().from(referralCodes).where(eq(referralCodes.id, codeId));
    expect(code).toMatchObject({ currentUses: 0, status: 'UNUSED' });
    const [after] = await t.db.select().from(users).where(eq(users.id, referee.id));
    expect(after!.matchesUsed).toBe(0);
    // Expired once: a later run leaves it (and its notices) as they are.
    await expireClaims(t.db, addDays(expiresAt, 1));
    expect(await noticesOf(referee.id, 'MATCH_CANCELLED')).toHaveLength(1);
  });

  it('leaves a claim whose sign-up was marked complete, and says a referee’s own cancel was theirs', async () => {
    const marked = await claimed();
    await act(marked.referee, marked.match.id, 'mark-complete');
    await expireClaims(t.db, addDays(marked.match.createdAt, 60));
    expect((await myMatch(marked.referee, marked.match.id)).status).toBe('USER_MARKED_DONE');

    const given = await claimed();
    expect((await act(given.referee, given.match.id, 'cancel')).json()).toMatchObject({ status: 'CANCELLED', cancel_reason: 'CANCELLED_BY_REFEREE' });
  });

  it('reminds the referee once, half-way to the expiry, with the date it expires', async () => {
    const { referee, referrer, match } = await claimed({ offerExpiryDays: 6 });
    const halfWay = addDays(match.createdAt, 3);
    await remindExpiringClaims(t.db, new Date(halfWay.getTime() - SECOND));
    expect(await noticesOf(referee.id, 'CLAIM_EXPIRING')).toEqual([]);
    await remindExpiringClaims(t.db, new Date(halfWay.getTime() + SECOND));
    await remindExpiringClaims(t.db, addDays(halfWay, 1));

    const reminders = await noticesOf(referee.id, 'CLAIM_EXPIRING');
    expect(reminders).toHaveLength(1);
    const [reminder] = reminders;
    expect(reminder).toMatchObject({ matchId: match.id, title: 'Your claim expires soon' });
    expect(reminder!.message).toContain(new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(addDays(match.createdAt, 6)));
    expect(await noticesOf(referrer.id, 'CLAIM_EXPIRING')).toEqual([]);
  });

  it('runs as a job under its own advisory lock', async () => {
    const { referee, match } = await claimed({ offerExpiryDays: 1 });
    await t.db
      .update(matches)
      .set({ createdAt: addDays(match.createdAt, -2) })
      .where(eq(matches.id, match.id));
    const job = JOBS.find((candidate) => candidate.lockKey === JOB_LOCK_KEYS.claimExpiry)!;
    expect(await runJobOnce(t.db, loadConfig({ NODE_ENV: 'test' }), job)).toMatchObject({ ran: true, changed: expect.any(Number) });
    expect((await myMatch(referee, match.id)).cancel_reason).toBe('EXPIRED');
  });
});
