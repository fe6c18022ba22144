/** The plans' rules, one source for the server's limits and the screens' words (user-side.md §1 and §9), without zod. */

export const SUBSCRIPTION_STATUSES = ['FREE', 'PREMIUM'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The Free plan's matches in total, while paid features are on. */
export const FREE_PLAN_MATCHES = 3;
export const PREMIUM_PRICE_PENCE = 999;

/** The success the upgrade answers with, shown once as a toast (user-side.md §8). */
export const UPGRADE_SUCCESS_MESSAGE = 'Successfully upgraded to Premium!';

/** Where a person stands against the plan's limit, whichever side asks. */
export type PlanUsage = { paidFeaturesEnabled: boolean; premium: boolean; matchesUsed: number };

/**
 * The matches the plan still allows: null when no limit applies (Premium, or paid features off:
 * usage is still counted, access is unlimited), else what is left of the Free plan's 3.
 */
export function matchesRemaining({ paidFeaturesEnabled, premium, matchesUsed }: PlanUsage): number | null {
  if (!paidFeaturesEnabled || premium) return null;
  return Math.max(0, FREE_PLAN_MATCHES - matchesUsed);
}

/** "2/3 matches used • 1 remaining": the used count as shown, never above the limit. */
export function freeMatchesUsed(matchesUsed: number): number {
  return Math.min(matchesUsed, FREE_PLAN_MATCHES);
}
