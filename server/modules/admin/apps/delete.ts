import { count, eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { apps, matches, referralCodes, userApps } from '#server/db/schema.ts';
import { NotFoundError } from '#server/lib/errors.ts';
import { toAppSummary } from '#server/modules/apps/dto.ts';
import { cancelMatchesInProgress } from '#server/modules/matches/cancel-in-progress.ts';
import { recordAudit } from '../audit/record.ts';

async function countWhere(tx: Tx, table: typeof matches | typeof referralCodes | typeof userApps, appId: string): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(table).where(eq(table.appId, appId));
  return row?.total ?? 0;
}

/**
 * DELETE /api/admin/apps/{id}, in one transaction: matches in progress are cancelled and both
 * parties told; then the app goes with its offers and its user data (referral codes, people's
 * apps, matches, waiting requests). The audit entry keeps the app and what was removed with it.
 */
export function deleteApp(db: Db, actorId: string, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    const [app] = await tx.select().from(apps).where(eq(apps.id, id)).for('update');
    if (!app) throw new NotFoundError('There is no app with that id');

    const removed = {
      referral_codes: await countWhere(tx, referralCodes, id),
      user_apps: await countWhere(tx, userApps, id),
      matches: await countWhere(tx, matches, id),
    };
    const cancelled = await cancelMatchesInProgress(tx, 'APP_REMOVED', eq(matches.appId, id), (match) =>
      [match.referrerId, match.refereeId]
        .filter((userId): userId is string => userId !== null)
        .map((userId) => ({ userId, message: `Your ${app.name} match was cancelled because ${app.name} is no longer offered on the exchange.` })),
    );

    // Matches before codes: left to the cascade, the foreign keys from matches to the code and to
    // the app are cleared in an order PostgreSQL's checks refuse. Notifications keep their text.
    await tx.delete(matches).where(eq(matches.appId, id));
    await tx.delete(referralCodes).where(eq(referralCodes.appId, id));
    await tx.delete(apps).where(eq(apps.id, id));

    await recordAudit(tx, {
      actorId,
      action: 'app.delete',
      entityType: 'app',
      entityId: id,
      before: { ...toAppSummary(app), removed: { ...removed, matches_cancelled: cancelled.length } },
      after: null,
    });
  });
}
