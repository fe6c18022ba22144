import type { App } from '../../../contract/apps.ts';

/** A catalogue app for unit tests: no rewards unless given, everything else plausible. */
export function testApp(overrides: Partial<App> & Pick<App, 'name'>): App {
  return {
    id: '00000000-0000-4000-8000-000000000000',
    category: 'banking',
    description: `${overrides.name} is an app.`,
    logo_url: null,
    app_url: 'https://example.com',
    offer_url: null,
    referrer_reward_amount_pence: null,
    referee_reward_amount_pence: null,
    referrer_reward_min_pence: null,
    referrer_reward_max_pence: null,
    referee_reward_min_pence: null,
    referee_reward_max_pence: null,
    qualifying_spend_amount_pence: null,
    max_uses_per_user: 1,
    is_active: true,
    expiry_date: null,
    terms_conditions: null,
    reward_waiting_period_days: null,
    offer_expiry_days: null,
    requires_referral_code: true,
    created_at: '2025-01-01T00:00:00.000Z',
    referral_offers: [],
    ...overrides,
  };
}
