import { and, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ActivitySummary, type AdminUserDetails, USER_DETAILS_EMAIL_LIMIT, USER_DETAILS_LIST_LIMIT } from '#contract/admin/users/schema.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { apps, mailOutbox, matches, referralCodes, users } from '#server/db/schema.ts';
import { NotFoundError } from '#server/lib/errors.ts';
import type { UserRow } from '#server/modules/auth/user-dto.ts';
import { NO_MATCHES, toAdminUserDto } from './dto.ts';
import { matchCountsFor } from './match-counts.ts';
import { toCodeFields } from '#server/modules/referral-codes/dto.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const FINISHED = ['COMPLETED', 'CONFIRMED'] as const;

export const NO_USER = 'There is no user with that id';

async function findUserOrFail(db: DbOrTx, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new NotFoundError(NO_USER);
  return row;
}

async function activitySummaryOf(db: DbOrTx, user: UserRow, now: Date): Promise<ActivitySummary> {
  const party = or(eq(matches.referrerId, user.id), eq(matches.refereeId, user.id));
  const [[codes], [matchFigures]] = await Promise.all([
    db.select({ total: count() }).from(referralCodes).where(eq(referralCodes.userId, user.id)),
    db
      .select({
        total: sql<number>`(count(*) FILTER (WHERE ${matches.status} <> 'CANCELLED'))::int`,
        completed: sql<number>`(count(*) FILTER (WHERE ${inArray(matches.status, [...FINISHED])}))::int`,
        successfulReferrals: sql<number>`(count(*) FILTER (WHERE ${and(eq(matches.referrerId, user.id), inArray(matches.status, [...FINISHED]))}))::int`,
      })
      .from(matches)
      .where(party),
  ]);
  return {
    total_referral_codes: codes?.total ?? 0,
    successful_referrals: matchFigures?.successfulReferrals ?? 0,
    total_matches: matchFigures?.total ?? 0,
    completed_matches: matchFigures?.completed ?? 0,
    account_age_days: Math.max(0, Math.floor((now.getTime() - user.createdAt.getTime()) / DAY_MS)),
  };
}

function recentCodes(db: DbOrTx, userId: string) {
  return db
    .select({ code: referralCodes, appName: apps.name })
    .from(referralCodes)
    .innerJoin(apps, eq(apps.id, referralCodes.appId))
    .where(eq(referralCodes.userId, userId))
    .orderBy(desc(referralCodes.createdAt))
    .limit(USER_DETAILS_LIST_LIMIT);
}

const counterpart = alias(users, 'counterpart');

function recentMatches(db: DbOrTx, userId: string) {
  return db
    .select({ match: matches, appName: apps.name, counterpartEmail: counterpart.email })
    .from(matches)
    .innerJoin(apps, eq(apps.id, matches.appId))
    .leftJoin(counterpart, and(ne(counterpart.id, userId), or(eq(counterpart.id, matches.referrerId), eq(counterpart.id, matches.refereeId))))
    .where(or(eq(matches.referrerId, userId), eq(matches.refereeId, userId)))
    .orderBy(desc(matches.updatedAt))
    .limit(USER_DETAILS_LIST_LIMIT);
}

/** GET /api/admin/users/{id}: the account, its activity summary, and its most recent codes and matches. */
export async function getUserDetails(db: DbOrTx, callerId: string, id: string, now = new Date()): Promise<AdminUserDetails> {
  const user = await findUserOrFail(db, id);
  const [counts, summary, codes, matchRows, emails] = await Promise.all([
    matchCountsFor(db, [id]),
    activitySummaryOf(db, user, now),
    recentCodes(db, id),
    recentMatches(db, id),
    db.select().from(mailOutbox).where(eq(mailOutbox.userId, id)).orderBy(desc(mailOutbox.createdAt)).limit(USER_DETAILS_EMAIL_LIMIT),
  ]);
  return {
    ...toAdminUserDto(user, counts.get(id) ?? NO_MATCHES, callerId),
    activity_summary: summary,
    referral_codes: codes.map(({ code, appName }) => toCodeFields(code, appName)),
    matches: matchRows.map(({ match, appName, counterpartEmail }) => ({
      id: match.id,
      app_id: match.appId,
      app_name: appName,
      role: match.referrerId === id ? ('referrer' as const) : ('referee' as const),
      status: match.status,
      code: match.code,
      counterpart_email: counterpartEmail ?? null,
      created_at: match.createdAt.toISOString(),
      updated_at: match.updatedAt.toISOString(),
    })),
    email_verified: user.emailVerifiedAt !== null,
    pending_email: user.pendingEmail,
    eligibility_confirmed_at: user.eligibilityConfirmedAt?.toISOString() ?? null,
    second_factor_enabled_at: user.totpEnabledAt?.toISOString() ?? null,
    recent_emails: emails.map((mail) => ({
      id: mail.id,
      kind: mail.kind,
      subject: mail.subject,
      to: mail.toAddress,
      status: mail.status,
      attempts: mail.attempts,
      last_error: mail.lastError,
      created_at: mail.createdAt.toISOString(),
      sent_at: mail.sentAt?.toISOString() ?? null,
    })),
  };
}
