import { describe, expect, it } from 'vitest';
import { catalogueFigures, spanOf } from './catalogue-figures.ts';
import { testApp } from '#web/test/test-apps.ts';

const monzo = testApp({
  name: 'Monzo',
  category: 'banking',
  referee_reward_amount_pence: 1000,
  referrer_reward_amount_pence: 1000,
  reward_waiting_period_days: 7,
});
const revolut = testApp({
  name: 'Revolut',
  category: 'banking',
  referee_reward_amount_pence: 0,
  referrer_reward_min_pence: 1000,
  referrer_reward_max_pence: 6000,
});
const investEngine = testApp({
  name: 'InvestEngine',
  category: 'investing',
  referee_reward_min_pence: 2500,
  referee_reward_max_pence: 20000,
  referrer_reward_min_pence: 2500,
  referrer_reward_max_pence: 20000,
  reward_waiting_period_days: 30,
});
const shopmium = testApp({
  name: 'Shopmium',
  category: 'shopping',
  referrer_reward_amount_pence: 400,
  referee_reward_min_pence: 100,
  referee_reward_max_pence: 300,
  reward_waiting_period_days: 180,
});

describe('spanOf', () => {
  it('spans the lowest minimum and the highest maximum', () => {
    expect(
      spanOf([
        { minPence: 500, maxPence: 1000 },
        { minPence: 200, maxPence: 200 },
        { minPence: 1000, maxPence: 20000 },
      ]),
    ).toEqual({ minPence: 200, maxPence: 20000 });
  });

  it('leaves out rewards of nothing, and has no span when nothing is paid', () => {
    expect(
      spanOf([
        { minPence: 0, maxPence: 0 },
        { minPence: 700, maxPence: 700 },
      ]),
    ).toEqual({ minPence: 700, maxPence: 700 });
    expect(spanOf([{ minPence: 0, maxPence: 0 }])).toBeNull();
    expect(spanOf([])).toBeNull();
  });
});

describe('catalogueFigures', () => {
  const figures = catalogueFigures([monzo, revolut, investEngine, shopmium]);

  it('counts the apps and spans every bonus, both parties together and apart', () => {
    expect(figures.appCount).toBe(4);
    expect(figures.anyBonus).toEqual({ minPence: 100, maxPence: 20000 });
    expect(figures.signUpBonus).toEqual({ minPence: 100, maxPence: 20000 });
    expect(figures.referrerBonus).toEqual({ minPence: 400, maxPence: 20000 });
  });

  it('gives each category with apps its count and bonus span, in the catalogue order', () => {
    expect(figures.categories).toEqual([
      { category: 'banking', appCount: 2, bonus: { minPence: 1000, maxPence: 6000 } },
      { category: 'investing', appCount: 1, bonus: { minPence: 2500, maxPence: 20000 } },
      { category: 'shopping', appCount: 1, bonus: { minPence: 100, maxPence: 400 } },
    ]);
  });

  it('reads a missing waiting period as the 25 days shown for it, and counts offers paid within 30 days', () => {
    expect(figures.waiting).toEqual({ minDays: 7, maxDays: 180, promptCount: 3 });
  });

  it('has nothing to say about an empty catalogue', () => {
    expect(catalogueFigures([])).toEqual({ appCount: 0, anyBonus: null, signUpBonus: null, referrerBonus: null, categories: [], waiting: null });
  });
});
