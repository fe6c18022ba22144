import { describe, expect, it } from 'vitest';
import { aMatch } from '#web/test/test-matches.ts';
import { matchDeadline } from './match-deadline.ts';

const NOW = new Date('2026-06-10T12:00:00Z');

describe('the line about a match’s time', () => {
  it('tells each party when a claim in progress expires', () => {
    const claim = { status: 'ASSIGNED' as const, claim_expires_at: '2026-06-20T09:00:00.000Z' };
    expect(matchDeadline(aMatch(claim), NOW)).toEqual({
      tone: 'info',
      text: 'Mark your sign-up complete by 20 Jun 2026, or the claim expires and the code goes back to its owner.',
    });
    expect(matchDeadline(aMatch({ ...claim, role: 'referrer' }), NOW)).toEqual({
      tone: 'info',
      text: 'This claim expires on 20 Jun 2026 unless the sign-up is marked complete.',
    });
  });

  it('says when a reward is due, and that it is overdue once the date has passed, until that party confirms it', () => {
    const awaiting = { status: 'USER_MARKED_DONE' as const, reward_due_at: '2026-06-12T09:00:00.000Z' };
    expect(matchDeadline(aMatch(awaiting), NOW)).toEqual({ tone: 'info', text: 'Your reward is due by 12 Jun 2026.' });
    expect(matchDeadline(aMatch({ ...awaiting, reward_due_at: '2026-06-01T09:00:00.000Z' }), NOW)).toEqual({
      tone: 'warning',
      text: 'Your reward is overdue: it was due on 1 Jun 2026.',
      rewardOverdue: true,
    });
    expect(matchDeadline(aMatch({ ...awaiting, referee_confirmed_receipt: true }), NOW)).toBeNull();
    expect(matchDeadline(aMatch({ ...awaiting, app: { referee_reward_amount_pence: 0 } }), NOW)).toBeNull();
  });

  it('says why a match was cancelled, when the reason is known', () => {
    expect(matchDeadline(aMatch({ status: 'CANCELLED', cancel_reason: 'EXPIRED' }), NOW)?.text).toBe(
      'Expired: the sign-up was not marked complete in time, so the code went back to its owner.',
    );
    expect(matchDeadline(aMatch({ status: 'CANCELLED', cancel_reason: 'CANCELLED_BY_REFEREE' }), NOW)?.text).toBe('Cancelled by the person signing up.');
    expect(matchDeadline(aMatch({ status: 'CANCELLED', cancel_reason: null }), NOW)).toBeNull();
    expect(matchDeadline(aMatch({ status: 'COMPLETED' }), NOW)).toBeNull();
  });
});
