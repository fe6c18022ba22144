import type { AppSummary } from '#contract/apps/schema.ts';
import type { Match } from '#contract/matches/schema.ts';
import { OFFER_TERMS_FIELDS, type OfferTerms } from '#contract/matches/terms.ts';
import type { AvailableReferralCode, ReferralCode } from '#contract/referral-codes/schema.ts';
import { testApp } from './test-apps.ts';

let counter = 0;

/** An app for tests: fixed £5 rewards for both parties unless told otherwise. */
export function anApp(overrides: Partial<AppSummary> = {}): AppSummary {
  counter += 1;
  const { referral_offers: _offers, ...summary } = testApp({
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    name: `App ${counter}`,
    description: 'An app',
    referrer_reward_amount_pence: 500,
    referee_reward_amount_pence: 500,
  });
  return { ...summary, ...overrides };
}

/** An app's offer terms now, as a match claimed from it keeps them. */
export const termsOf = (app: AppSummary): OfferTerms => Object.fromEntries(OFFER_TERMS_FIELDS.map((field) => [field, app[field]])) as OfferTerms;

/** A referee's match in progress for tests, claimed on the app's terms as they are; `app` overrides the app's fields. */
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
    cancel_reason: null,
    claim_expires_at: null,
    reward_countdown_started_at: null,
    reward_due_at: null,
    referrer_confirmed_receipt: false,
    referee_confirmed_receipt: false,
    actual_referrer_reward_amount_pence: null,
    actual_referee_reward_amount_pence: null,
    other_party: { username: 'other_member', track_record: { completed: 0, completion_rate: null, rating: null, ratings: 0 } },
    my_review_rating: null,
    terms_at_claim: termsOf(app),
    terms_changed_since_claim: [],
    ...rest,
  };
}

/** Alice's Monzo link as My Referral Codes lists it: unused, on offer, first in the rotation. */
export function aMonzoCode(overrides: Partial<ReferralCode> = {}): ReferralCode {
  const app = anApp({ name: 'Monzo' });
  return {
    id: '30000000-0000-4000-8000-000000000001',
    app_id: app.id,
    app_name: 'Monzo',
    app,
    code: 'alicesmith',
    referral_link: 'https://monzo.me/alicesmith',
    status: 'UNUSED',
    current_uses: 0,
    max_uses: 5,
    created_at: '2025-01-01T12:00:00.000Z',
    owner: { id: '40000000-0000-4000-8000-000000000001', email: 'alice@example.com' },
    link_fits_app: true,
    times_matched: 0,
    completed: 0,
    ahead_in_rotation: 0,
    capped_until: null,
    ...overrides,
  };
}

/** An offer as GET /api/referral-codes/available lists it: sam's unused code for the app, sam without a record yet. */
export function anOffer(app: Partial<AppSummary> = {}): AvailableReferralCode {
  const offered = anApp({ name: 'Monzo', ...app });
  return {
    id: '30000000-0000-4000-8000-000000000009',
    app_id: offered.id,
    app: offered,
    owner: { username: 'sam', track_record: { completed: 0, completion_rate: null, rating: null, ratings: 0 } },
    max_uses: 5,
    current_uses: 0,
    terms_conditions: offered.terms_conditions,
    qualifying_spend_amount_pence: offered.qualifying_spend_amount_pence,
    reward_waiting_period_days: offered.reward_waiting_period_days,
    expiry_date: offered.expiry_date,
    claim_expiry_days: 14,
  };
}
