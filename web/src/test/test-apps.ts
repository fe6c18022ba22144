import type { App } from '#contract/apps/schema.ts';
import { REWARD_FIELD_NAMES, type RewardFields } from '#contract/apps/rules.ts';

/** No reward for either party, no qualifying spend. */
export const NO_REWARDS = Object.fromEntries(REWARD_FIELD_NAMES.map((name) => [name, null])) as RewardFields;

/** A fixed referrer reward, nothing for the referee. */
export const referrerFixed = (pence: number): RewardFields => ({ ...NO_REWARDS, referrer_reward_amount_pence: pence });

/** A ranged referrer reward (its fixed amount stored as 0, as the offer form keeps it). */
export const referrerRange = (minPence: number, maxPence: number): RewardFields => ({
  ...NO_REWARDS,
  referrer_reward_amount_pence: 0,
  referrer_reward_min_pence: minPence,
  referrer_reward_max_pence: maxPence,
});

/** A catalogue app for tests: no rewards unless given, everything else plausible. */
export function testApp(overrides: Partial<App> & Pick<App, 'name'>): App {
  return {
    id: '00000000-0000-4000-8000-000000000000',
    slug: overrides.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    category: 'banking',
    description: `${overrides.name} is an app.`,
    logo_url: null,
    app_url: 'https://example.com',
    offer_url: null,
    ...NO_REWARDS,
    max_uses_per_user: 1,
    referrer_monthly_cap: null,
    is_active: true,
    expiry_date: null,
    terms_conditions: null,
    reward_waiting_period_days: null,
    offer_expiry_days: null,
    requires_referral_code: true,
    // Any link fits, as for an app made before link domains existed.
    referral_link_domains: [],
    referral_link_format: null,
    opens_to_all_at: null,
    created_at: '2025-01-01T00:00:00.000Z',
    referral_offers: [],
    ...overrides,
  };
}
