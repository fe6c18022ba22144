import type { SubscriptionStatusResponse } from '#contract/subscription/schema.ts';

/** The spec's placeholders (user-side.md §2, Profile: Subscription tab). */
export const CARD_PAYMENTS_COMING_SOON = 'Card payments are coming soon.';
export const MANAGE_COMING_SOON = 'Managing or downgrading your subscription is coming soon.';

/** "2/3 matches used • 1 remaining on free plan" (user-side.md §2, My referral links); null when no limit applies. */
export function freePlanCounterText(status: SubscriptionStatusResponse): string | null {
  if (status.matches_limit === null || status.matches_remaining === null) return null;
  return `${Math.min(status.matches_used, status.matches_limit)}/${status.matches_limit} matches used • ${status.matches_remaining} remaining on free plan`;
}

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

/** "10 April 2026" */
export function formatPlanDate(iso: string): string {
  return longDate.format(new Date(iso));
}
