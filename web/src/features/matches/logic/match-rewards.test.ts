import { describe, expect, it } from 'vitest';
import { isRangedReward, myRewardRange } from './match-rewards.ts';
import { aMatch } from '#web/test/test-matches.ts';

describe('a match’s reward as the person sees it', () => {
  it('takes the range of the person’s own role', () => {
    const match = aMatch({ role: 'referrer', app: { referrer_reward_amount_pence: null, referrer_reward_min_pence: 1000, referrer_reward_max_pence: 10000 } });
    expect(myRewardRange(match)).toEqual({ minPence: 1000, maxPence: 10000 });
    expect(isRangedReward(myRewardRange(match))).toBe(true);
    expect(myRewardRange({ ...match, role: 'referee' })).toEqual({ minPence: 500, maxPence: 500 });
  });
});
