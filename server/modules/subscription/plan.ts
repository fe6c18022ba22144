import { sql, type SQL } from 'drizzle-orm';
import { type SubscriptionStatus, FREE_PLAN_MATCHES, matchesRemaining } from '#contract/subscription/rules.ts';

/** The plan columns of a user row. */
export type PlanFields = { subscriptionStatus: SubscriptionStatus; subscriptionExpiresAt: Date | null };

/**
 * Premium now: PREMIUM with no end (an administrator's grant) or an end still ahead. An expired
 * Premium is Free everywhere, without anything having to rewrite the row when the month runs out.
 */
export function isPremium(user: PlanFields, now = new Date()): boolean {
  return user.subscriptionStatus === 'PREMIUM' && (user.subscriptionExpiresAt === null || user.subscriptionExpiresAt > now);
}

/** The plan as people and screens see it: an expired Premium reads as FREE, with no end date. */
export function effectivePlan(user: PlanFields, now = new Date()): { status: SubscriptionStatus; expiresAt: Date | null } {
  return isPremium(user, now) ? { status: 'PREMIUM', expiresAt: user.subscriptionExpiresAt } : { status: 'FREE', expiresAt: null };
}

/** The limit on matches that applies now and what is left of it; both null when there is none. */
export function matchAllowance(
  user: PlanFields & { matchesUsed: number },
  paidFeaturesEnabled: boolean,
  now = new Date(),
): { limit: number | null; remaining: number | null } {
  const remaining = matchesRemaining({ paidFeaturesEnabled, premium: isPremium(user, now), matchesUsed: user.matchesUsed });
  return remaining === null ? { limit: null, remaining: null } : { limit: FREE_PLAN_MATCHES, remaining };
}

/** True when the plan allows no further claim: a Free account at its limit while paid features are on. */
export function hasReachedMatchLimit(user: PlanFields & { matchesUsed: number }, paidFeaturesEnabled: boolean, now = new Date()): boolean {
  return matchAllowance(user, paidFeaturesEnabled, now).remaining === 0;
}

/**
 * `hasReachedMatchLimit` in SQL, for the users table under `alias`, with `paidFeaturesEnabled` an SQL
 * boolean (the remaining matches, max(0, limit - used), are 0 exactly when used >= limit).
 */
export function hasReachedMatchLimitSqlText(alias: string, paidFeaturesEnabled: string): string {
  return `(${paidFeaturesEnabled} AND NOT ${isPremiumSqlText(alias)} AND ${alias}.matches_used >= ${FREE_PLAN_MATCHES})`;
}

export const MATCH_LIMIT_REACHED = `The Free plan includes ${FREE_PLAN_MATCHES} matches and you have used them all. Upgrade to Premium for unlimited matches.`;

/** `isPremium` in SQL, for the users table under `alias` (evaluated at the statement's now()). */
export function isPremiumSql(alias: string): SQL {
  return sql.raw(isPremiumSqlText(alias));
}

/** `isPremiumSql` as text, for statements written out whole; `alias` is a name in our own SQL, never input. */
export function isPremiumSqlText(alias: string): string {
  if (!/^[a-z_]+$/.test(alias)) throw new Error(`Not a table alias: ${alias}`);
  return `(${alias}.subscription_status = 'PREMIUM' AND (${alias}.subscription_expires_at IS NULL OR ${alias}.subscription_expires_at > now()))`;
}
