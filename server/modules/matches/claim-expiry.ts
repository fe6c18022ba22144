import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  claimedExpiredBySqlText,
  claimedHalfwayBySqlText,
  claimExpiresAt,
  claimExpiresAtSqlText,
  claimExpiryReminderAtSqlText,
} from '#contract/matches/rules.ts';
import { formatLongDate } from '#contract/shared/dates.ts';
import { queryRows, type Db } from '#server/db/client.ts';
import { apps, matches, notifications } from '#server/db/schema.ts';
import { columnText } from '#server/db/json-sql.ts';
import { cancelMatchesInProgress } from './cancel-in-progress.ts';
import { matchesDuePerApp } from './due-per-app.ts';

/**
 * Claim expiry: a claim still In Progress is cancelled once its app's offer_expiry_days have passed
 * (DEFAULT_CLAIM_EXPIRY_DAYS when it sets none), and its referee is reminded half-way. Both times are
 * the contract's one rule (whole 24-hour days from the claim, whatever the session's time zone or a
 * change of clocks), the same the match card and the reminder's words use: here in SQL, over the
 * match's and its app's columns.
 */
const CLAIM_EXPIRES_AT = sql.raw(claimExpiresAtSqlText(columnText(matches.createdAt), columnText(apps.offerExpiryDays)));
const CLAIM_EXPIRY_REMINDER_AT = sql.raw(claimExpiryReminderAtSqlText(columnText(matches.createdAt), columnText(apps.offerExpiryDays)));
const OFFER_EXPIRY_DAYS = columnText(apps.offerExpiryDays);
/** How many claims one run of the claim expiry job handles; the next run takes the rest. */
const BATCH = 500;

/** The ids of claims in progress that have expired by `now`, each app's up to its own expiry (matches_claims_in_progress_idx). */
export const claimsExpiredBy = (now: Date) =>
  matchesDuePerApp(now, {
    start: matches.createdAt,
    where: (moment) => sql`${matches.status} = 'ASSIGNED' AND ${CLAIM_EXPIRES_AT} <= ${sql.raw(moment)}`,
    dueBy: (moment) => claimedExpiredBySqlText(moment, OFFER_EXPIRY_DAYS),
    limit: BATCH,
  });

/** The ids of claims in progress half-way to their expiry by `now` and not yet reminded (matches_claims_unreminded_idx). */
export const claimsHalfwayBy = (now: Date) =>
  matchesDuePerApp(now, {
    start: matches.createdAt,
    where: (moment) =>
      sql`${matches.status} = 'ASSIGNED' AND ${matches.expiryReminderSentAt} IS NULL
        AND ${matches.createdAt} > ${sql.raw(claimedExpiredBySqlText(moment, OFFER_EXPIRY_DAYS))}
        AND ${CLAIM_EXPIRY_REMINDER_AT} <= ${sql.raw(moment)} AND ${CLAIM_EXPIRES_AT} > ${sql.raw(moment)}`,
    dueBy: (moment) => claimedHalfwayBySqlText(moment, OFFER_EXPIRY_DAYS),
    limit: BATCH,
  });

/**
 * Cancels the claims still In Progress at their claim expiry (claimExpiresAt): each use goes
 * back to its code and the referee's plan counter, both parties are told, and the match keeps
 * `cancel_reason: EXPIRED`. A claim whose sign-up is marked meanwhile is left alone (the cancel
 * re-reads its status under lock). Freed uses reach people waiting through the hand-on job.
 */
export function expireClaims(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await queryRows<{ id: string }>(tx, claimsExpiredBy(now));
    if (due.length === 0) return 0;
    const expired = await cancelMatchesInProgress(
      tx,
      'EXPIRED',
      and(
        inArray(
          matches.id,
          due.map((row) => row.id),
        ),
        eq(matches.status, 'ASSIGNED'),
      )!,
      (match) => [
        ...(match.refereeId
          ? [
              {
                userId: match.refereeId,
                message: `Your ${match.appName} claim expired: the sign-up was not marked complete in time, so the code went back to its owner. You can claim another.`,
              },
            ]
          : []),
        ...(match.referrerId
          ? [
              {
                userId: match.referrerId,
                message: `A ${match.appName} claim of your code expired before the sign-up was marked complete, so the use is free again.`,
              },
            ]
          : []),
      ],
    );
    return expired.length;
  });
}

/** Half-way to a claim's expiry, reminds its referee once (claimExpiryReminderAt). */
export function remindExpiringClaims(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const reminded = await queryRows<{ id: string; referee_id: string | null; created_at: string; offer_expiry_days: number | null; name: string }>(
      tx,
      sql`UPDATE ${matches} m SET expiry_reminder_sent_at = ${now}
          FROM ${apps} a
          WHERE a.id = m.app_id AND m.id IN (
            SELECT ${matches.id} FROM ${matches}
            WHERE ${matches.id} IN (${claimsHalfwayBy(now)})
              AND ${matches.status} = 'ASSIGNED' AND ${matches.expiryReminderSentAt} IS NULL
            ORDER BY ${matches.createdAt} LIMIT ${BATCH} FOR UPDATE OF ${matches} SKIP LOCKED)
          RETURNING m.id, m.referee_id, m.created_at, a.offer_expiry_days, a.name`,
    );
    const notices = reminded
      .filter((row) => row.referee_id !== null)
      .map((row) => ({
        userId: row.referee_id!,
        matchId: row.id,
        type: 'CLAIM_EXPIRING',
        title: 'Your claim expires soon',
        message: `Your ${row.name} claim expires on ${formatLongDate(claimExpiresAt(new Date(row.created_at), row.offer_expiry_days))}. Finish signing up and mark it complete, or cancel it so someone else can use the code.`,
      }));
    if (notices.length > 0) await tx.insert(notifications).values(notices).onConflictDoNothing(); // an unread one for the same step already says it
    return reminded.length;
  });
}
