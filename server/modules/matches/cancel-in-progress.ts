import { and, inArray, type SQL } from 'drizzle-orm';
import type { CancelReason } from '#contract/matches/rules.ts';
import type { Tx } from '#server/db/client.ts';
import { apps, matches, notifications } from '#server/db/schema.ts';
import { releaseClaims } from './release-claims.ts';

/** The statuses of a match still under way: cancelling one of these ends it for both parties. */
const IN_PROGRESS_STATUSES = ['ASSIGNED', 'USER_MARKED_DONE'] as const;

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

/** The kind of notice the cancelled matches' parties get: MATCH_CANCELLED unless the cause has one of its own. */
type NoticeKind = { type: string; title: (match: CancelledMatch) => string };
const MATCH_CANCELLED: NoticeKind = { type: 'MATCH_CANCELLED', title: () => 'Match cancelled' };

/**
 * Inside the caller's transaction: cancels the matches in progress that `where` selects, gives back
 * what their claims held (releaseClaims) and sends each person `noticesFor` names a notification
 * (MATCH_CANCELLED unless `kind` says otherwise), each match keeping `reason`. Used when an account
 * is closed, when an administrator deletes an app, at claim expiry (claim-expiry.ts), when a code
 * is paused or withdrawn, and when an app's offer ends.
 */
export async function cancelMatchesInProgress(
  tx: Tx,
  reason: CancelReason,
  where: SQL,
  noticesFor: (match: CancelledMatch) => CancellationNotice[],
  kind: NoticeKind = MATCH_CANCELLED,
): Promise<CancelledMatch[]> {
  const now = new Date();
  const before = await tx
    .select({ id: matches.id, status: matches.status })
    .from(matches)
    .where(and(inArray(matches.status, [...IN_PROGRESS_STATUSES]), where))
    .for('update');
  if (before.length === 0) return [];
  const rows = await tx
    .update(matches)
    .set({ status: 'CANCELLED', cancelledAt: now, cancelReason: reason, updatedAt: now })
    .where(
      inArray(
        matches.id,
        before.map((match) => match.id),
      ),
    )
    .returning({ id: matches.id, appId: matches.appId, referrerId: matches.referrerId, refereeId: matches.refereeId, referralCodeId: matches.referralCodeId });
  const wasAssigned = new Set(before.filter((match) => match.status === 'ASSIGNED').map((match) => match.id));
  await releaseClaims(
    tx,
    rows.map((row) => ({ ...row, wasAssigned: wasAssigned.has(row.id) })),
  );

  const appIds = [...new Set(rows.map((row) => row.appId))];
  const appNames = new Map((await tx.select({ id: apps.id, name: apps.name }).from(apps).where(inArray(apps.id, appIds))).map((app) => [app.id, app.name]));
  const cancelled = rows.map((row) => ({ ...row, appName: appNames.get(row.appId) ?? 'app' }));

  const notices = cancelled.flatMap((match) =>
    noticesFor(match).map((notice) => ({
      userId: notice.userId,
      matchId: match.id,
      type: kind.type,
      title: kind.title(match),
      message: notice.message,
    })),
  );
  if (notices.length > 0) await tx.insert(notifications).values(notices);
  return cancelled;
}
