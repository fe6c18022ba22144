import { expect, it } from 'vitest';
import type { RewardFields } from '../../../../contract/apps.ts';
import { potentialPerApp } from './potential-per-app.ts';

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
const range = (min: number, max: number): RewardFields => ({ ...none, referrer_reward_min_pence: min, referrer_reward_max_pence: max });

it('is £0 without apps', () => {
  expect(potentialPerApp([])).toBe('£0');
});

it('is a single amount when every app pays a fixed reward', () => {
  expect(potentialPerApp([fixed(1000), fixed(2000)])).toBe('£15');
  expect(potentialPerApp([fixed(1000), fixed(2000), fixed(2000)])).toBe('£16.67');
});

it('is a range as soon as one app pays a range', () => {
  expect(potentialPerApp([fixed(1000), range(1000, 6000)])).toBe('£10-£35');
});

it('counts an app without a referrer reward as £0', () => {
  expect(potentialPerApp([none, fixed(1000)])).toBe('£5');
});
