import { ANALYTICS_WEEKS, WEEK_CHOICES } from '#contract/analytics/rules.ts';
import type { User } from '#contract/auth/schema.ts';

/** `?weeks=` when it is one of the choices, else 12: what the analytics screen shows, and what its route starts loading. */
export function weeksFrom(params: URLSearchParams): number {
  const asked = Number(params.get('weeks'));
  return (WEEK_CHOICES as readonly number[]).includes(asked) ? asked : ANALYTICS_WEEKS.fallback;
}

/** Whether the person sees their own figures: always while paid features are off, on Premium while they are on (Free sees the example). */
export function showsOwnFigures(user: Pick<User, 'paid_features_enabled' | 'subscription_status'>): boolean {
  return !user.paid_features_enabled || user.subscription_status === 'PREMIUM';
}
