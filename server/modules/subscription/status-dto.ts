import type { User } from '#contract/auth/schema.ts';
import type { SubscriptionStatusResponse } from '#contract/subscription/schema.ts';
import { effectivePlan, matchAllowance, type PlanFields } from './plan.ts';

export function toSubscriptionStatus(row: PlanFields & { matchesUsed: number }, paidFeaturesEnabled: boolean, now = new Date()): SubscriptionStatusResponse {
  const plan = effectivePlan(row, now);
  const allowance = matchAllowance(row, paidFeaturesEnabled, now);
  return {
    subscription_status: plan.status,
    subscription_expires_at: plan.expiresAt?.toISOString() ?? null,
    matches_used: row.matchesUsed,
    matches_limit: allowance.limit,
    matches_remaining: allowance.remaining,
    paid_features_enabled: paidFeaturesEnabled,
  };
}

/**
 * The same answer from the account as `/api/auth/me` answers it (its plan already the one in force,
 * with the paid-features switch), for a caller that has just read it: the dashboard, without
 * reading the account and the switch a second time.
 */
export function subscriptionStatusOf(user: User, now = new Date()): SubscriptionStatusResponse {
  const expiresAt = user.subscription_expires_at === null ? null : new Date(user.subscription_expires_at);
  return toSubscriptionStatus(
    { subscriptionStatus: user.subscription_status, subscriptionExpiresAt: expiresAt, matchesUsed: user.matches_used },
    user.paid_features_enabled,
    now,
  );
}
