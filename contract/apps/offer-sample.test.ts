import { describe, expect, it } from 'vitest';
import { isInSampleRange, offerSample } from './offer-sample.ts';
import { REWARD_FIELD_NAMES, type AppCategory, type RewardFields } from './rules.ts';

const NONE = Object.fromEntries(REWARD_FIELD_NAMES.map((name) => [name, null])) as RewardFields;
const testApp = (app: Partial<RewardFields> & { name: string; category?: AppCategory }) => ({ ...NONE, category: 'banking' as AppCategory, ...app });
const fixed = (name: string, category: AppCategory, pence: number) => testApp({ name, category, referee_reward_amount_pence: pence });

describe('isInSampleRange', () => {
  it('keeps sign-up bonuses from £10 to £35, ranges only when wholly inside', () => {
    expect(isInSampleRange(fixed('Ten', 'banking', 1000))).toBe(true);
    expect(isInSampleRange(fixed('Thirty-five', 'banking', 3500))).toBe(true);
    expect(isInSampleRange(fixed('Eight', 'banking', 800))).toBe(false);
    expect(isInSampleRange(fixed('Fifty', 'banking', 5000))).toBe(false);
    expect(isInSampleRange(testApp({ name: 'Range in', referee_reward_min_pence: 1500, referee_reward_max_pence: 3000 }))).toBe(true);
    expect(isInSampleRange(testApp({ name: 'Range over', referee_reward_min_pence: 2000, referee_reward_max_pence: 4000 }))).toBe(false);
    expect(isInSampleRange(testApp({ name: 'None' }))).toBe(false);
  });
});

describe('offerSample', () => {
  it('takes one per category in turn, then orders by bonus', () => {
    const apps = [
      fixed('Bank A', 'banking', 2000),
      fixed('Bank B', 'banking', 1000),
      fixed('Bank C', 'banking', 1500),
      fixed('Invest A', 'investing', 1000),
      fixed('Coin A', 'crypto', 3000),
      fixed('Too big', 'crypto', 10000),
    ];
    expect(offerSample(apps, 4).map((app) => app.name)).toEqual(['Coin A', 'Bank A', 'Bank C', 'Invest A']);
  });

  it('returns what there is when fewer offers qualify', () => {
    expect(offerSample([fixed('Only', 'food', 1200), fixed('Small', 'food', 100)]).map((app) => app.name)).toEqual(['Only']);
    expect(offerSample([])).toEqual([]);
  });

  it('stops at ten', () => {
    const apps = Array.from({ length: 14 }, (_, index) => fixed(`App ${index}`, 'shopping', 1000 + index * 100));
    const sample = offerSample(apps);
    expect(sample).toHaveLength(10);
    expect(sample[0]?.name).toBe('App 13');
  });
});
