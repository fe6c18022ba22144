import { describe, expect, it } from 'vitest';
import type { AppPage } from '#contract/apps/schema.ts';
import { NO_REWARDS } from '#web/test/test-apps.ts';
import { appPageDescription, appPageTitle, sharersText, stepsToReward } from './app-page-facts.ts';

function pageOf(app: Partial<AppPage['app']> = {}, codes = 3): AppPage {
  return {
    app: {
      id: '00000000-0000-4000-8000-000000000000',
      name: 'Monzo',
      slug: 'monzo',
      category: 'banking',
      description: 'A bank.',
      logo_url: null,
      ...NO_REWARDS,
      reward_waiting_period_days: null,
      offer_expiry_days: null,
      terms_conditions: null,
      expiry_date: null,
      requires_referral_code: true,
      ...app,
    },
    codes_available: codes,
    completed_recently: 0,
    sharers: { count: 0, completion_rate: null },
    median_days_to_reward: null,
  };
}

describe('an app page’s words', () => {
  it('titles the page by the new customer’s bonus, fixed or a range, and drops it when there is none', () => {
    expect(appPageTitle(pageOf({ referee_reward_amount_pence: 5000 }))).toBe('Monzo referral code: £50 bonus');
    expect(appPageTitle(pageOf({ referee_reward_amount_pence: 0, referee_reward_min_pence: 500, referee_reward_max_pence: 20000 }))).toBe(
      'Monzo referral code: £5-£200 bonus',
    );
    expect(appPageTitle(pageOf({ referrer_reward_amount_pence: 1000 }))).toBe('Monzo referral code');
  });

  it('describes the bonus and the codes ready, one code said as one', () => {
    expect(appPageDescription(pageOf({ referee_reward_amount_pence: 2000 }, 1))).toMatch(
      /^Get £20 when you sign up to Monzo with a referral code .*: 1 code ready to claim,/,
    );
    expect(appPageDescription(pageOf({}, 0))).toMatch(/^Sign up to Monzo with a referral code .*: 0 codes ready to claim,/);
  });

  it('lists what to do: the claim’s days (the default when the offer sets none), a qualifying spend when there is one, the waiting period', () => {
    expect(stepsToReward(pageOf({ offer_expiry_days: 10, qualifying_spend_amount_pence: 1000, reward_waiting_period_days: 14 }).app)).toEqual([
      'Sign up to Monzo with the code within 10 days of claiming it.',
      'Spend at least £10 as Monzo’s terms ask.',
      'Monzo pays the reward, usually within 14 days of the sign-up.',
    ]);
    const plain = stepsToReward(pageOf().app);
    expect(plain).toHaveLength(2);
    expect(plain[1]).toBe('Monzo pays the reward, usually within 25 days of the sign-up.');
  });

  it('says one sharer as one', () => {
    expect(sharersText(1)).toBe('the one member');
    expect(sharersText(4)).toBe('the 4 members');
  });
});
