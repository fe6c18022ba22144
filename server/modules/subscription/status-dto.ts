import type { SubscriptionStatusResponse } from '#contract/subscription/schema.ts';
import type { UserRow } from '../auth/user-dto.ts';
import { effectivePlan, matchAllowance } from './plan.ts';

export function toSubscriptionStatus(row: UserRow, paidFeaturesEnabled: boolean, now = new Date()): SubscriptionStatusResponse {
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
