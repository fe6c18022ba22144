import { formatPence } from '#contract/shared/money.ts';
import type { Plan, PricingResponse } from '#contract/subscription/schema.ts';
import { FREE_PLAN_MATCHES, PREMIUM_PRICE_PENCE } from '#contract/subscription/rules.ts';
import type { PaymentProvider } from './payments.ts';

/** The plans, defined once here: the screens show what this says (user-side.md §1, §9). */
const PLANS: Plan[] = [
  {
    id: 'FREE',
    name: 'Free',
    price: formatPence(0),
    price_pence: 0,
    currency: 'GBP',
    interval: null,
    features: [`${FREE_PLAN_MATCHES} matches in total`, 'Share your referral codes for every app', 'Claim referral codes and track your rewards'],
    limitations: [`No more than ${FREE_PLAN_MATCHES} matches over the life of the account`, 'Standard matching order', 'Standard support'],
  },
  {
    id: 'PREMIUM',
    name: 'Premium',
    price: formatPence(PREMIUM_PRICE_PENCE),
    price_pence: PREMIUM_PRICE_PENCE,
    currency: 'GBP',
    interval: 'month',
    features: ['Unlimited matches', 'Priority matching', 'Analytics on your referrals', 'Early access to new apps', 'Priority support'],
    limitations: [],
  },
];

const VALUE_PROPOSITION: PricingResponse['value_proposition'] = {
  title: 'Why upgrade?',
  description: `A single sign-up bonus usually covers a month of Premium at ${formatPence(PREMIUM_PRICE_PENCE)}. Bonuses are set and paid by each app, so they are not guaranteed.`,
  examples: [
    'A banking bonus of about £25-£50 covers two to five months of Premium.',
    'An investing bonus can reach £200, more than a year and a half of Premium.',
    'Even a £5-£10 crypto bonus goes most of the way to a month.',
  ],
};

export function pricing(payments: PaymentProvider): PricingResponse {
  return {
    plans: PLANS,
    value_proposition: VALUE_PROPOSITION,
    payment: { mode: payments.mode, notice: payments.notice },
  };
}
