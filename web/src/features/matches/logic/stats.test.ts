import { describe, expect, it } from 'vitest';
import { earnedPence, pendingRewards, yourReferrals } from '#contract/matches/stats.ts';
import { aMatch } from '#web/test/test-matches.ts';

describe('Earned', () => {
  it('adds up the rewards the person confirmed receiving, in both roles', () => {
    const matches = [
      aMatch({ status: 'COMPLETED', referee_confirmed_receipt: true, actual_referee_reward_amount_pence: 5550 }),
      aMatch({ status: 'USER_MARKED_DONE', role: 'referrer', referrer_confirmed_receipt: true, actual_referrer_reward_amount_pence: 1000 }),
      // The other party's confirmed reward is theirs, not this person's.
      aMatch({ status: 'USER_MARKED_DONE', referrer_confirmed_receipt: true, actual_referrer_reward_amount_pence: 9999 }),
      aMatch({ status: 'ASSIGNED' }),
    ];
    expect(earnedPence(matches)).toBe(6550);
  });

  it('is nothing without matches', () => {
    expect(earnedPence([])).toBe(0);
  });
});

describe('Pending', () => {
  it('adds up the expected rewards of matches awaiting a reward the person has not confirmed', () => {
    const matches = [
      aMatch({ status: 'USER_MARKED_DONE' }),
      aMatch({
        status: 'USER_MARKED_DONE',
        role: 'referrer',
        app: { referrer_reward_amount_pence: null, referrer_reward_min_pence: 1000, referrer_reward_max_pence: 10000 },
      }),
      aMatch({ status: 'USER_MARKED_DONE', referee_confirmed_receipt: true, actual_referee_reward_amount_pence: 500 }),
      aMatch({ status: 'ASSIGNED' }),
      aMatch({ status: 'COMPLETED' }),
    ];
    expect(pendingRewards(matches)).toEqual({ minPence: 1500, maxPence: 10500, count: 2 });
  });
});

describe('Your Referrals', () => {
  it('counts the matches on both tabs that were not cancelled, saying which side each is on', () => {
    const matches = [
      aMatch({ role: 'referrer', status: 'ASSIGNED' }),
      aMatch({ role: 'referrer', status: 'COMPLETED' }),
      aMatch({ role: 'referrer', status: 'CONFIRMED' }),
      aMatch({ role: 'referrer', status: 'CANCELLED' }),
      aMatch({ role: 'referee', status: 'COMPLETED' }),
    ];
    expect(yourReferrals(matches)).toEqual({ total: 4, claimedByMe: 1, claimedFromMe: 3 });
  });

  it('gives a referee with one completed match one referral, not none (the reported case)', () => {
    expect(yourReferrals([aMatch({ role: 'referee', status: 'COMPLETED' })])).toEqual({ total: 1, claimedByMe: 1, claimedFromMe: 0 });
  });
});
