import type { User } from '#contract/auth/schema.ts';
import type { users } from '#server/db/schema.ts';
import { isoTimestampSqlText as iso } from '#server/db/json-sql.ts';
import { effectivePlan, isPremiumSqlText } from '../subscription/plan.ts';

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

/**
 * `toUserDto` as an SQL JSON object, for the users row under `alias` and `paidFeaturesEnabled` an SQL
 * boolean; the plan in force at the statement's now() (account-json.test.ts holds the two together).
 */
export function userJsonSqlText(alias: string, paidFeaturesEnabled: string): string {
  const premium = isPremiumSqlText(alias);
  return `json_build_object('id', ${alias}.id, 'email', ${alias}.email, 'username', ${alias}.username, 'name', ${alias}.name,
    'is_admin', ${alias}.is_admin, 'is_active', ${alias}.is_active,
    'subscription_status', CASE WHEN ${premium} THEN 'PREMIUM' ELSE 'FREE' END,
    'subscription_expires_at', CASE WHEN ${premium} THEN ${iso(`${alias}.subscription_expires_at`)} END,
    'matches_used', ${alias}.matches_used, 'last_login_at', ${iso(`${alias}.last_login_at`)}, 'created_at', ${iso(`${alias}.created_at`)},
    'paid_features_enabled', ${paidFeaturesEnabled}, 'email_verified', ${alias}.email_verified_at IS NOT NULL,
    'pending_email', ${alias}.pending_email, 'eligibility_confirmed_at', ${iso(`${alias}.eligibility_confirmed_at`)})`;
}
