import { describe, expect, it } from 'vitest';
import { testApp } from '#web/test/test-apps.ts';
import { demoApps } from './demo-apps.ts';

describe('demoApps', () => {
  it('draws the demo with apps that pay a fixed sign-up bonus of £10 or more, by name', () => {
    const apps = [
      testApp({ name: 'Zeta', referee_reward_amount_pence: 2000 }),
      testApp({ name: 'Airtime', referee_reward_amount_pence: 200 }),
      testApp({ name: 'Ranged', referee_reward_min_pence: 1000, referee_reward_max_pence: 5000 }),
      testApp({ name: 'Chase', referee_reward_amount_pence: 2000 }),
      testApp({ name: 'Beta', referee_reward_amount_pence: 1000 }),
      testApp({ name: 'Gamma', referee_reward_amount_pence: 1500 }),
      testApp({ name: 'Delta', referee_reward_amount_pence: 1200 }),
    ];
    expect(demoApps(apps).map((app) => app.name)).toEqual(['Beta', 'Chase', 'Delta', 'Gamma']);
  });

  it('has none to show for an empty catalogue', () => {
    expect(demoApps([])).toEqual([]);
  });
});
