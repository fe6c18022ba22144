import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { apps, claimRequests, matches, referralCodes, referralOffers, userApps } from '#server/db/schema.ts';
import { toAppSummary } from '#server/modules/apps/dto.ts';
import { cancelMatchesInProgress } from '#server/modules/matches/cancel-in-progress.ts';
import { recordAudit } from '../audit/record.ts';
import { lockApp } from './write.ts';

/** Removes the app's rows from a table of people's data for it; answers how many went. */
async function removeFor(tx: Tx, table: typeof referralCodes | typeof userApps | typeof claimRequests | typeof referralOffers, appId: string): Promise<number> {
  const removed = await tx.delete(table).where(eq(table.appId, appId)).returning({ id: table.id });
  return removed.length;
}

/**
 * DELETE /api/admin/apps/{id}, in one transaction: matches in progress are cancelled (APP_REMOVED)
 * and both parties told; the app's offers and people's data for it (referral codes, people's apps,
 * waiting requests) go. The app's row stays, marked deleted, so every match keeps its history for
 * both parties with the app it was for, its reports and its reviews; nothing lists or finds the app
 * any more, and its name is free for a new one. The audit entry keeps the app and what went with it.
 */
export function deleteApp(db: Db, actorId: string, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    const app = await lockApp(tx, id);

    const cancelled = await cancelMatchesInProgress(tx, 'APP_REMOVED', eq(matches.appId, id), (match) =>
      [match.referrerId, match.refereeId]
        .filter((userId): userId is string => userId !== null)
        .map((userId) => ({ userId, message: `Your ${app.name} match was cancelled because ${app.name} is no longer offered on the exchange.` })),
    );

    // After the cancelling, which gives the claims' uses back to their codes. The matches keep their
    // own copy of the code and link; their link to the code row is cleared (ON DELETE SET NULL).
    const removed = {
      referral_codes: await removeFor(tx, referralCodes, id),
      user_apps: await removeFor(tx, userApps, id),
      claim_requests: await removeFor(tx, claimRequests, id),
    };
    await removeFor(tx, referralOffers, id);
    await tx.update(apps).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(apps.id, id));

    await recordAudit(tx, {
      actorId,
      action: 'app.delete',
      entityType: 'app',
      entityId: id,
      before: { ...toAppSummary(app), removed, matches_cancelled: cancelled.length },
      after: null,
    });
  });
}
