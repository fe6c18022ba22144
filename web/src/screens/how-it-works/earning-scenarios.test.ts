import { describe, expect, it } from 'vitest';
import { testApp } from '#web/test/test-apps.ts';
import { earningScenario, formatMinutes, typicalSignUpBonus } from './earning-scenarios.ts';

describe('typicalSignUpBonus', () => {
  it('takes the middle bonus of the apps that pay one, a range at its lowest', () => {
    const apps = [
      testApp({ name: 'A', referee_reward_amount_pence: 1000 }),
      testApp({ name: 'B', referee_reward_min_pence: 500, referee_reward_max_pence: 1500 }),
      testApp({ name: 'C', referee_reward_amount_pence: 10000 }),
      testApp({ name: 'No bonus', referee_reward_amount_pence: 0 }),
      testApp({ name: 'Nothing set' }),
    ];
    expect(typicalSignUpBonus(apps)).toEqual({ bonusPence: 1000, payingAppCount: 3 });
  });

  it('averages the two middle bonuses of an even count, to the nearest pound', () => {
    const apps = [
      testApp({ name: 'A', referee_reward_amount_pence: 500 }),
      testApp({ name: 'B', referee_reward_amount_pence: 1000 }),
      testApp({ name: 'C', referee_reward_amount_pence: 1299 }),
      testApp({ name: 'D', referee_reward_amount_pence: 5000 }),
    ];
    expect(typicalSignUpBonus(apps)).toEqual({ bonusPence: 1100, payingAppCount: 4 });
  });

  it('has no typical bonus when no app pays one', () => {
    expect(typicalSignUpBonus([testApp({ name: 'A' })])).toBeNull();
    expect(typicalSignUpBonus([])).toBeNull();
  });
});

describe('earningScenario', () => {
  it('projects referral earnings as 80% of the total, times 3', () => {
    expect(earningScenario(5, 1000)).toEqual({ signUps: 5, minutes: 50, totalPence: 5000, shareOfTotalPence: 4000, referralPence: 12000 });
    expect(earningScenario(15, 1000)).toEqual({ signUps: 15, minutes: 150, totalPence: 15000, shareOfTotalPence: 12000, referralPence: 36000 });
    expect(earningScenario(25, 1000)).toEqual({ signUps: 25, minutes: 250, totalPence: 25000, shareOfTotalPence: 20000, referralPence: 60000 });
  });

  it('rounds the 80% share to whole pence before multiplying, so the arithmetic shown adds up', () => {
    expect(earningScenario(5, 1299)).toMatchObject({ totalPence: 6495, shareOfTotalPence: 5196, referralPence: 15588 });
  });
});

describe('formatMinutes', () => {
  it('reads as hours and minutes', () => {
    expect(formatMinutes(50)).toBe('50 minutes');
    expect(formatMinutes(60)).toBe('1 hour');
    expect(formatMinutes(150)).toBe('2 hours 30 minutes');
    expect(formatMinutes(250)).toBe('4 hours 10 minutes');
    expect(formatMinutes(61)).toBe('1 hour 1 minute');
    expect(formatMinutes(0)).toBe('0 minutes');
  });
});
