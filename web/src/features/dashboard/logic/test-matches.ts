import type { AppSummary } from '../../../../../contract/apps.ts';
import type { Match } from '../../../../../contract/matches.ts';

let counter = 0;

/** An app for tests: fixed £5 rewards for both parties unless told otherwise. */
export function anApp(overrides: Partial<AppSummary> = {}): AppSummary {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    name: `App ${counter}`,
    category: 'banking',
    description: 'An app',
    logo_url: null,
    app_url: 'https://example.com',
    offer_url: null,
    referrer_reward_amount_pence: 500,
    referee_reward_amount_pence: 500,
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
    ...overrides,
  };
}

/** A referee's match in progress for tests; `app` overrides the app's fields. */
export function aMatch(overrides: Partial<Omit<Match, 'app'>> & { app?: Partial<AppSummary> } = {}): Match {
  counter += 1;
  const { app: appOverrides, ...rest } = overrides;
  const app = anApp(appOverrides);
  return {
    id: `10000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    status: 'ASSIGNED',
    role: 'referee',
    app_id: app.id,
    app_name: app.name,
    app,
    code: 'CODE123',
    referral_link: 'https://example.com/invite/CODE123',
    owner_masked_email: 'owner',
    referee_masked_email: 'referee',
    instructions: { steps: ['Open the link.'], notes: 'Notes.', estimated_time: 'About 10 minutes' },
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    completed_at: null,
    cancelled_at: null,
    reward_countdown_started_at: null,
    referrer_confirmed_receipt: false,
    referee_confirmed_receipt: false,
    actual_referrer_reward_amount_pence: null,
    actual_referee_reward_amount_pence: null,
    ...rest,
  };
}
