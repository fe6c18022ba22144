import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '#contract/matches/rules.ts';
import { DEFAULT_WAITING_PERIOD_DAYS } from '#contract/apps/rules.ts';
import { matches, notifications } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { noticeOverdueRewards } from './reward-due.ts';
import { matchFixtures } from './test-fixtures.ts';

const t = useTestApp();
const SECOND = 1000;

const { claimed, act, myMatch, noticesOf } = matchFixtures(t);

describe('rewards with a due date', () => {
  it('is due the app’s waiting period after the sign-up is marked, 25 days when none; an undo clears it', async () => {
    for (const [waiting, days] of [
      [null, DEFAULT_WAITING_PERIOD_DAYS],
      [10, 10],
    ] as const) {
      const { referee, referrer, match } = await claimed({ rewardWaitingPeriodDays: waiting });
      const marked = (await act(referee, match.id, 'mark-complete')).json();
      const expected = addDays(new Date(marked.reward_countdown_started_at), days).toISOString();
      expect(marked).toMatchObject({ reward_due_at: expected, claim_expires_at: null });
      expect((await myMatch(referrer, match.id)).reward_due_at).toBe(expected);
      expect((await act(referee, match.id, 'undo-complete')).json()).toMatchObject({ reward_due_at: null, claim_expires_at: expect.any(String) });
    }
  });

  it('tells each party still owed a reward once, when the due date passes unconfirmed', async () => {
    const { referee, referrer, match } = await claimed({ rewardWaitingPeriodDays: 7 });
    await act(referee, match.id, 'mark-complete');
    const [marked] = await t.db.select().from(matches).where(eq(matches.id, match.id));
    const dueAt = addDays(marked!.rewardCountdownStartedAt!, 7);

    await noticeOverdueRewards(t.db, new Date(dueAt.getTime() - SECOND));
    expect(await noticesOf(referrer.id, 'REWARD_OVERDUE')).toEqual([]);
    await act(referee, match.id, 'confirm-receipt', {});
    expect(await noticeOverdueRewards(t.db, new Date(dueAt.getTime() + SECOND))).toBeGreaterThanOrEqual(1);
    await noticeOverdueRewards(t.db, addDays(dueAt, 3));

    expect(await noticesOf(referee.id, 'REWARD_OVERDUE')).toEqual([]);
    const [overdue] = await noticesOf(referrer.id, 'REWARD_OVERDUE');
    expect(overdue).toMatchObject({ matchId: match.id, title: 'Your reward is overdue' });
    expect(await noticesOf(referrer.id, 'REWARD_OVERDUE')).toHaveLength(1);
  });

  it('tells the referee, and gives a new countdown its own notice after an undo', async () => {
    const { referee, match } = await claimed({ rewardWaitingPeriodDays: 0 });
    await act(referee, match.id, 'mark-complete');
    expect(await noticeOverdueRewards(t.db, addDays(new Date(), 1))).toBeGreaterThanOrEqual(1);
    expect(await noticesOf(referee.id, 'REWARD_OVERDUE')).toHaveLength(1);

    await act(referee, match.id, 'undo-complete');
    await act(referee, match.id, 'mark-complete');
    await t.db.update(notifications).set({ status: 'READ' }).where(eq(notifications.userId, referee.id));
    expect(await noticeOverdueRewards(t.db, addDays(new Date(), 1))).toBeGreaterThanOrEqual(1);
    expect(await noticesOf(referee.id, 'REWARD_OVERDUE')).toHaveLength(2);
  });
});
