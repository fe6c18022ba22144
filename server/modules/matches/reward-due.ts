import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { countdownDueBySqlText, rewardDueAt, rewardDueAtSqlText } from '#contract/matches/rules.ts';
import { formatLongDate } from '#contract/shared/dates.ts';
import { rewardRange } from '#contract/apps/rules.ts';
import type { Db } from '#server/db/client.ts';
import { apps, matches, notifications } from '#server/db/schema.ts';
import { columnText } from '#server/db/json-sql.ts';
import { toAppSummary } from '../apps/dto.ts';
import { matchesDuePerApp } from './due-per-app.ts';

/**
 * A reward's due date is the contract's one rule (whole 24-hour days from the countdown's start,
 * whatever the session's time zone or a change of clocks), the same the match card and the analytics
 * use: here in SQL, over the match's and its app's columns.
 */
const REWARD_DUE_AT = sql.raw(rewardDueAtSqlText(columnText(matches.rewardCountdownStartedAt), columnText(apps.rewardWaitingPeriodDays)));
/** How many matches one run of the overdue-reward job handles; the next run takes the rest. */
const BATCH = 500;

/** The ids of sign-ups marked whose reward is due by `now` and not yet told so, each app's up to its own waiting period (matches_rewards_awaited_idx). */
export const rewardsOverdueBy = (now: Date) =>
  matchesDuePerApp(now, {
    start: matches.rewardCountdownStartedAt,
    where: (moment) => sql`${matches.status} = 'USER_MARKED_DONE' AND ${matches.rewardOverdueNoticeSentAt} IS NULL
      AND ${REWARD_DUE_AT} <= ${sql.raw(moment)}`,
    dueBy: (moment) => countdownDueBySqlText(moment, columnText(apps.rewardWaitingPeriodDays)),
    limit: BATCH,
  });

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
          inArray(matches.id, sql`(${rewardsOverdueBy(now)})`),
          eq(matches.status, 'USER_MARKED_DONE'),
          isNull(matches.rewardOverdueNoticeSentAt),
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
