import { and, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { apps, matches, notifications } from '../../db/schema.ts';

/** The statuses of a match still under way: cancelling one of these ends it for both parties. */
export const IN_PROGRESS_STATUSES = ['ASSIGNED', 'USER_MARKED_DONE'] as const;

export type CancelledMatch = {
  id: string;
  appId: string;
  appName: string;
  referrerId: string | null;
  refereeId: string | null;
  referralCodeId: string | null;
};

/** Who to tell about one cancelled match, and what. */
export type CancellationNotice = { userId: string; message: string };

/**
 * Inside the caller's transaction: cancels the matches in progress that `where` selects and sends
 * each person `noticesFor` names a MATCH_CANCELLED notification. Used when an account is closed
 * and when an administrator deletes an app.
 */
export async function cancelMatchesInProgress(
  tx: Tx,
  where: SQL,
  noticesFor: (match: CancelledMatch) => CancellationNotice[],
): Promise<CancelledMatch[]> {
  const now = new Date();
  const rows = await tx
    .update(matches)
    .set({ status: 'CANCELLED', cancelledAt: now, updatedAt: now })
    .where(and(inArray(matches.status, [...IN_PROGRESS_STATUSES]), where))
    .returning({ id: matches.id, appId: matches.appId, referrerId: matches.referrerId, refereeId: matches.refereeId, referralCodeId: matches.referralCodeId });
  if (rows.length === 0) return [];

  const appIds = [...new Set(rows.map((row) => row.appId))];
  const appNames = new Map((await tx.select({ id: apps.id, name: apps.name }).from(apps).where(inArray(apps.id, appIds))).map((app) => [app.id, app.name]));
  const cancelled = rows.map((row) => ({ ...row, appName: appNames.get(row.appId) ?? 'app' }));

  const notices = cancelled.flatMap((match) =>
    noticesFor(match).map((notice) => ({ userId: notice.userId, matchId: match.id, type: 'MATCH_CANCELLED', title: 'Match cancelled', message: notice.message })),
  );
  if (notices.length > 0) await tx.insert(notifications).values(notices);
  return cancelled;
}
