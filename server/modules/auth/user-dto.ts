import type { User } from '#contract/auth/schema.ts';
import type { users } from '#server/db/schema.ts';
import { effectivePlan } from '../subscription/plan.ts';

export type UserRow = typeof users.$inferSelect;

/** The user as the API answers it; the plan is the one in force now (an expired Premium reads as FREE). */
export function toUserDto(row: UserRow, paidFeaturesEnabled: boolean, now = new Date()): User {
  const plan = effectivePlan(row, now);
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    name: row.name,
    is_admin: row.isAdmin,
    is_active: row.isActive,
    subscription_status: plan.status,
    subscription_expires_at: plan.expiresAt?.toISOString() ?? null,
    matches_used: row.matchesUsed,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    paid_features_enabled: paidFeaturesEnabled,
    email_verified: row.emailVerifiedAt !== null,
    pending_email: row.pendingEmail,
    eligibility_confirmed_at: row.eligibilityConfirmedAt?.toISOString() ?? null,
  };
}
