import type { AdminUser } from '#contract/admin/users/schema.ts';
import type { UserRow } from '#server/modules/auth/user-dto.ts';
import { effectivePlan } from '#server/modules/subscription/plan.ts';

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
