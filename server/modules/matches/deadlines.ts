import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { claimExpiresAt, claimExpiresAtSqlText, claimReminderAtSqlText, rewardDueAt, rewardDueAtSqlText } from '#contract/matches/rules.ts';
import { formatLongDate } from '#contract/shared/dates.ts';
import { rewardRange } from '#contract/apps/rules.ts';
import { queryRows, type Db } from '#server/db/client.ts';
import { apps, matches, notifications } from '#server/db/schema.ts';
import { columnText } from '#server/db/json-sql.ts';
import { toAppSummary } from '../apps/dto.ts';
import { cancelMatchesInProgress } from './cancel-in-progress.ts';

/** How many matches one run of a deadline job handles; the next run takes the rest. */
const BATCH = 500;

/**
 * Each deadline is the contract's one rule (whole 24-hour days from the moment, whatever the
 * session's time zone or a change of clocks), the same the match card, the reminder's words and the
 * analytics use: here in SQL, over the match's and its app's columns.
 */
const EXPIRES_AT = sql.raw(claimExpiresAtSqlText(columnText(matches.createdAt), columnText(apps.offerExpiryDays)));
const REMIND_AT = sql.raw(claimReminderAtSqlText(columnText(matches.createdAt), columnText(apps.offerExpiryDays)));
const REWARD_DUE_AT = sql.raw(rewardDueAtSqlText(columnText(matches.rewardCountdownStartedAt), columnText(apps.rewardWaitingPeriodDays)));
/** The shortest expiry an app can set: no claim younger than this can have expired or be half-way. */
const SHORTEST_EXPIRY_DAYS = 1;

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}

/**
 * Cancels the claims still In Progress past their app's claim expiry (claimExpiresAt): each use goes
 * back to its code and the referee's plan counter, both parties are told, and the match keeps
 * `cancel_reason: EXPIRED`. A claim whose sign-up is marked meanwhile is left alone (the cancel
 * re-reads its status under lock). Freed uses reach people waiting through the hand-on job.
 */
export function expireClaims(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await queryRows<{ id: string }>(
      tx,
      sql`SELECT ${matches.id} AS id FROM ${matches} JOIN ${apps} ON ${apps.id} = ${matches.appId}
          WHERE ${matches.status} = 'ASSIGNED' AND ${matches.createdAt} <= ${daysBefore(now, SHORTEST_EXPIRY_DAYS)}
            AND ${EXPIRES_AT} <= ${now}
          ORDER BY ${matches.createdAt} LIMIT ${BATCH}`,
    );
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

/** Half-way to a claim's expiry, reminds its referee once (claimReminderAt). */
export function remindExpiringClaims(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const reminded = await queryRows<{ id: string; referee_id: string | null; created_at: string; offer_expiry_days: number | null; name: string }>(
      tx,
      sql`UPDATE ${matches} m SET expiry_reminder_sent_at = ${now}
          FROM ${apps} a
          WHERE a.id = m.app_id AND m.id IN (
            SELECT ${matches.id} FROM ${matches} JOIN ${apps} ON ${apps.id} = ${matches.appId}
            WHERE ${matches.status} = 'ASSIGNED' AND ${matches.expiryReminderSentAt} IS NULL
              AND ${matches.createdAt} <= ${daysBefore(now, SHORTEST_EXPIRY_DAYS / 2)}
              AND ${REMIND_AT} <= ${now}
              AND ${EXPIRES_AT} > ${now}
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

/**
 * Once a match's reward is due (rewardDueAt) and a party owed a reward has not confirmed it, tells
 * that party once. An undo clears the mark, so a new countdown gets its own notice.
 */
export function noticeOverdueRewards(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ match: matches, app: apps })
      .from(matches)
      .innerJoin(apps, eq(apps.id, matches.appId))
      .where(
        and(
          eq(matches.status, 'USER_MARKED_DONE'),
          isNull(matches.rewardOverdueNoticeSentAt),
          lte(matches.rewardCountdownStartedAt, now),
          sql`${REWARD_DUE_AT} <= ${now}`,
        ),
      )
      .orderBy(matches.rewardCountdownStartedAt)
      .limit(BATCH)
      .for('update', { of: matches, skipLocked: true });
    if (due.length === 0) return 0;
    await tx
      .update(matches)
      .set({ rewardOverdueNoticeSentAt: now })
      .where(
        inArray(
          matches.id,
          due.map((row) => row.match.id),
        ),
      );
    const notices = due.flatMap(({ match, app }) => {
      const dueOn = formatLongDate(rewardDueAt(match.rewardCountdownStartedAt, app.rewardWaitingPeriodDays)!);
      const summary = toAppSummary(app);
      const owed = [
        { userId: match.refereeId, confirmed: match.refereeConfirmedReceipt, maxPence: rewardRange(summary, 'referee').maxPence },
        { userId: match.referrerId, confirmed: match.referrerConfirmedReceipt, maxPence: rewardRange(summary, 'referrer').maxPence },
      ];
      return owed
        .filter((party) => party.userId !== null && !party.confirmed && party.maxPence > 0)
        .map((party) => ({
          userId: party.userId!,
          matchId: match.id,
          type: 'REWARD_OVERDUE',
          title: 'Your reward is overdue',
          message: `Your ${app.name} reward was due on ${dueOn}. If it has arrived, confirm it on the match so the other party knows.`,
        }));
    });
    if (notices.length > 0) await tx.insert(notifications).values(notices).onConflictDoNothing(); // an unread one for the same step already says it
    return due.length;
  });
}
