import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from './rules.ts';
import { isoDateTime } from '../shared/schema.ts';

export const subscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);

/** Where a person stands: their plan now (an expired Premium reads as FREE), and how many matches they have left. */
export const subscriptionStatusResponse = z
  .object({
    subscription_status: subscriptionStatus,
    /** When the Premium plan ends; null on Free, or for a Premium plan without an end. */
    subscription_expires_at: isoDateTime.nullable(),
    matches_used: z.number().int(),
    /** The matches the plan allows in total; null when no limit applies (Premium, or paid features off). */
    matches_limit: z.number().int().nullable(),
    /** What is left of that limit; null when no limit applies. */
    matches_remaining: z.number().int().nullable(),
    paid_features_enabled: z.boolean(),
  })
  .meta({ id: 'SubscriptionStatus' });
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponse>;

const planInterval = z.enum(['month']);

const plan = z
  .object({
    id: subscriptionStatus,
    name: z.string(),
    /** The price as a person reads it: "£0", "£9.99". */
    price: z.string(),
    price_pence: z.number().int(),
    currency: z.literal('GBP'),
    /** How often the price is charged; null for the Free plan, which is never charged. */
    interval: planInterval.nullable(),
    features: z.array(z.string()),
    limitations: z.array(z.string()),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof plan>;

/** How upgrades are paid. The demonstration switches the plan without taking a card. */
const paymentMode = z.enum(['demonstration']);
export type PaymentMode = z.infer<typeof paymentMode>;

const paymentInfo = z.object({
  mode: paymentMode,
  /** What the screen says about paying before an upgrade. */
  notice: z.string(),
});

export const pricingResponse = z
  .object({
    plans: z.array(plan),
    value_proposition: z.object({ title: z.string(), description: z.string(), examples: z.array(z.string()) }),
    payment: paymentInfo,
  })
  .meta({ id: 'Pricing' });
export type PricingResponse = z.infer<typeof pricingResponse>;

/** The upgrade's answer: `message` is the success toast; `payment` says how (and whether) anything was charged. */
export const upgradeResponse = z
  .object({
    message: z.string(),
    subscription: subscriptionStatusResponse,
    payment: z.object({ mode: paymentMode, card_charged: z.boolean(), note: z.string() }),
  })
  .meta({ id: 'UpgradeResult' });
export type UpgradeResponse = z.infer<typeof upgradeResponse>;

export const cancelResponse = z.object({ message: z.string(), subscription: subscriptionStatusResponse }).meta({ id: 'CancelResult' });
export type CancelResponse = z.infer<typeof cancelResponse>;
