import { describe, expect, it } from 'vitest';
import { formatRange, isRangedReward, myRewardRange, rewardLine } from './match-rewards.ts';
import { aMatch } from './test-matches.ts';

describe('a match’s reward as the person sees it', () => {
  it('takes the range of the person’s own role', () => {
    const match = aMatch({ role: 'referrer', app: { referrer_reward_amount_pence: null, referrer_reward_min_pence: 1000, referrer_reward_max_pence: 10000 } });
    expect(myRewardRange(match)).toEqual({ minPence: 1000, maxPence: 10000 });
    expect(isRangedReward(myRewardRange(match))).toBe(true);
    expect(myRewardRange({ ...match, role: 'referee' })).toEqual({ minPence: 500, maxPence: 500 });
  });

  it('shows the expected range before the reward is received and the actual amount after', () => {
    const ranged = aMatch({ status: 'USER_MARKED_DONE', app: { referee_reward_amount_pence: null, referee_reward_min_pence: 1000, referee_reward_max_pence: 10000 } });
    expect(rewardLine(ranged)).toEqual({ label: 'Expected reward', amount: '£10-£100' });
    const received = { ...ranged, status: 'COMPLETED' as const, referee_confirmed_receipt: true, actual_referee_reward_amount_pence: 5550 };
    expect(rewardLine(received)).toEqual({ label: 'Reward received', amount: '£55.50' });
  });

  it('formats a range of one value as a single amount', () => {
    expect(formatRange({ minPence: 2500, maxPence: 2500 })).toBe('£25');
    expect(formatRange({ minPence: 0, maxPence: 0 })).toBe('£0');
  });
});
