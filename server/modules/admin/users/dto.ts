import { sql, type SQL } from 'drizzle-orm';
import type { AdminUser } from '#contract/admin/users/schema.ts';
import { isoTimestampSqlText as iso } from '#server/db/json-sql.ts';
import type { UserRow } from '#server/modules/auth/user-dto.ts';
import { effectivePlan, isPremiumSqlText } from '#server/modules/subscription/plan.ts';

export type MatchCounts = { totalReferrals: number; totalMatches: number };
export const NO_MATCHES: MatchCounts = { totalReferrals: 0, totalMatches: 0 };

/** Plans read as everywhere else: a Premium whose month has run out is Free. */
export function toAdminUserDto(row: UserRow, counts: MatchCounts, callerId: string): AdminUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    ...editableFieldsOf(row),
    matches_used: row.matchesUsed,
    total_referrals: counts.totalReferrals,
    total_matches: counts.totalMatches,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    is_self: row.id === callerId,
  };
}

/**
 * `toAdminUserDto` as an SQL JSON object, for the users row under `alias`, with its match counts
 * as `matchCountsFor` counts them (cancelled matches left out) and the plan as `effectivePlan` reads it.
 */
export function adminUserJsonSql(alias: string, callerId: string): SQL {
  const premium = isPremiumSqlText(alias);
  const live = (party: string) => `(SELECT count(*) FROM matches m WHERE m.${party} = ${alias}.id AND m.status <> 'CANCELLED')`;
  const columns = ['id', 'username', 'name', 'email', 'is_active', 'is_admin'].map((column) => `'${column}', ${alias}.${column}`);
  return sql`json_build_object(${sql.raw(`${columns.join(', ')},
    'subscription_status', CASE WHEN ${premium} THEN 'PREMIUM' ELSE 'FREE' END,
    'subscription_expires_at', CASE WHEN ${premium} THEN ${iso(`${alias}.subscription_expires_at`)} END,
    'matches_used', ${alias}.matches_used,
    'total_referrals', ${live('referrer_id')}, 'total_matches', ${live('referrer_id')} + ${live('referee_id')},
    'last_login_at', ${iso(`${alias}.last_login_at`)}, 'created_at', ${iso(`${alias}.created_at`)},
    'is_self', ${alias}.id = `)}${callerId}::uuid)`;
}

/** The fields an administrator may change, as the audit trail records them. */
export function editableFieldsOf(row: UserRow) {
  const plan = effectivePlan(row);
  return {
    email: row.email,
    is_active: row.isActive,
    is_admin: row.isAdmin,
    subscription_status: plan.status,
    subscription_expires_at: plan.expiresAt?.toISOString() ?? null,
  };
}
