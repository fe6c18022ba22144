import { describe, expect, it } from 'vitest';
import type { RewardFields } from '../../../../contract/apps.ts';
import { earningPotential, formatPenceRange, referrerRewardText } from './earning-potential.ts';

const none: RewardFields = {
  referrer_reward_amount_pence: null,
  referee_reward_amount_pence: null,
  referrer_reward_min_pence: null,
  referrer_reward_max_pence: null,
  referee_reward_min_pence: null,
  referee_reward_max_pence: null,
  qualifying_spend_amount_pence: null,
};
const fixed = (pence: number): RewardFields => ({ ...none, referrer_reward_amount_pence: pence });
const range = (min: number, max: number): RewardFields => ({ ...none, referrer_reward_amount_pence: 0, referrer_reward_min_pence: min, referrer_reward_max_pence: max });

describe('earning potential', () => {
  it('is nothing with nothing chosen', () => {
    expect(earningPotential([])).toEqual({ minPence: 0, maxPence: 0 });
    expect(formatPenceRange(earningPotential([]))).toBe('£0');
  });

  it('adds fixed rewards into a single amount', () => {
    expect(formatPenceRange(earningPotential([fixed(1000), fixed(2000)]))).toBe('£30');
  });

  it('adds the low ends and the high ends of ranges', () => {
    expect(earningPotential([fixed(1000), range(1000, 6000)])).toEqual({ minPence: 2000, maxPence: 7000 });
    expect(formatPenceRange(earningPotential([fixed(1000), range(1000, 6000)]))).toBe('£20-£70');
  });

  it('counts an app without a referrer reward as £0', () => {
    expect(earningPotential([none, fixed(1299)])).toEqual({ minPence: 1299, maxPence: 1299 });
    expect(formatPenceRange(earningPotential([none, fixed(1299)]))).toBe('£12.99');
  });
});

it('writes an app’s referrer reward as an amount or a range', () => {
  expect(referrerRewardText(fixed(2500))).toBe('£25');
  expect(referrerRewardText(range(500, 1400))).toBe('£5-£14');
  expect(referrerRewardText(none)).toBe('£0');
});
