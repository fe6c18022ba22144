import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as contractApps from '../../../contract/apps.ts';
import * as contractCodes from '../../../contract/referral-codes.ts';
import { APP_CATEGORIES, DEFAULT_MAX_USES, refereeRewardRange, referrerRewardRange, type RewardFields } from './catalogue-rules.ts';

const pence = fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null });
const rewardFields: fc.Arbitrary<RewardFields> = fc.record({
  referrer_reward_amount_pence: pence,
  referee_reward_amount_pence: pence,
  referrer_reward_min_pence: pence,
  referrer_reward_max_pence: pence,
  referee_reward_min_pence: pence,
  referee_reward_max_pence: pence,
  qualifying_spend_amount_pence: pence,
});

describe('the landing page copy of the catalogue rules', () => {
  it('lists the contract categories in the same order', () => {
    expect(APP_CATEGORIES).toEqual(contractApps.APP_CATEGORIES);
  });

  it('has the contract default number of uses per link', () => {
    expect(DEFAULT_MAX_USES).toBe(contractCodes.DEFAULT_MAX_USES);
  });

  it('reads reward ranges as the contract does', () => {
    fc.assert(
      fc.property(rewardFields, (fields) => {
        expect(referrerRewardRange(fields)).toEqual(contractApps.referrerRewardRange(fields));
        expect(refereeRewardRange(fields)).toEqual(contractApps.refereeRewardRange(fields));
      }),
    );
  });
});
