import { describe, expect, it } from 'vitest';
import { REWARD_FIELD_NAMES, refereeRewardRange, referrerRewardRange, rewardRange, type RewardFields } from './rules.ts';

const NONE = Object.fromEntries(REWARD_FIELD_NAMES.map((name) => [name, null])) as RewardFields;

describe('rewardRange', () => {
  it('reads a fixed amount as a range of one value, for each party', () => {
    const fields = { ...NONE, referrer_reward_amount_pence: 2000, referee_reward_amount_pence: 500 };
    expect(rewardRange(fields, 'referrer')).toEqual({ minPence: 2000, maxPence: 2000 });
    expect(referrerRewardRange(fields)).toEqual({ minPence: 2000, maxPence: 2000 });
    expect(refereeRewardRange(fields)).toEqual({ minPence: 500, maxPence: 500 });
  });

  it('reads a range when there is no fixed amount (a stored 0 counts as none), and nothing as £0', () => {
    const ranged = { ...NONE, referee_reward_amount_pence: 0, referee_reward_min_pence: 1000, referee_reward_max_pence: 10000 };
    expect(rewardRange(ranged, 'referee')).toEqual({ minPence: 1000, maxPence: 10000 });
    expect(rewardRange(ranged, 'referrer')).toEqual({ minPence: 0, maxPence: 0 });
    // A fixed amount wins over a range that is also set.
    expect(rewardRange({ ...ranged, referee_reward_amount_pence: 1500 }, 'referee')).toEqual({ minPence: 1500, maxPence: 1500 });
  });
});
