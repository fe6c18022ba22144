import { expect, it } from 'vitest';
import { earningPotential } from './earning-potential.ts';
import { anApp } from '#web/test/test-matches.ts';

it('estimates five referrals on each platform the person does not have yet, most lucrative first', () => {
  const mine = anApp({ name: 'Mine', referrer_reward_amount_pence: 5000 });
  const fixed = anApp({ name: 'Fixed', referrer_reward_amount_pence: 1000 });
  const ranged = anApp({ name: 'Ranged', referrer_reward_amount_pence: null, referrer_reward_min_pence: 500, referrer_reward_max_pence: 3000 });
  const noReward = anApp({ name: 'Nothing', referrer_reward_amount_pence: 0 });

  const estimate = earningPotential([mine, fixed, ranged, noReward], new Set([mine.id]));

  expect(estimate.platforms.map((platform) => [platform.app.name, platform.potential])).toEqual([
    ['Ranged', { minPence: 2500, maxPence: 15000 }],
    ['Fixed', { minPence: 5000, maxPence: 5000 }],
  ]);
  expect(estimate.total).toEqual({ minPence: 7500, maxPence: 20000 });
});

it('is nothing when the person has every app', () => {
  const app = anApp();
  expect(earningPotential([app], new Set([app.id]))).toEqual({ platforms: [], total: { minPence: 0, maxPence: 0 } });
});
