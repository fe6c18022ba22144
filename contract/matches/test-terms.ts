import type { OfferTerms } from './terms.ts';

/** An offer's terms for tests: fixed rewards in pence, and no range, spend, waiting period or terms unless given. */
export function fixedOfferTerms(referrerPence: number, refereePence: number, overrides: Partial<OfferTerms> = {}): OfferTerms {
  return {
    referrer_reward_amount_pence: referrerPence,
    referee_reward_amount_pence: refereePence,
    referrer_reward_min_pence: null,
    referrer_reward_max_pence: null,
    referee_reward_min_pence: null,
    referee_reward_max_pence: null,
    qualifying_spend_amount_pence: null,
    reward_waiting_period_days: null,
    terms_conditions: null,
    ...overrides,
  };
}
