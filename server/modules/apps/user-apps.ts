import { and, eq } from 'drizzle-orm';
import type { UserApp, UserAppCreateBody } from '#contract/apps/schema.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { referralCodes, userApps } from '#server/db/schema.ts';
import { ConflictError, NotFoundError, isUniqueViolation } from '#server/lib/errors.ts';
import { appSummaryJsonSqlText, toAppSummary } from './dto.ts';
import { isoTimestampSqlText as iso } from '#server/db/json-sql.ts';
import { runNamed } from '#server/db/prepared.ts';
import { JsonText } from '#server/lib/json-text.ts';
import { findOpenApp } from './service.ts';
import { stopWaitingFor } from '../matches/waiting-demand.ts';
import { withdrawCode } from '../referral-codes/withdraw.ts';
import { offerNextCodes } from '../referral-codes/end-claims.ts';

/** The most apps one person can hold; the catalogue is far smaller. */
const LIST_LIMIT = 500;

/**
 * One's apps, newest first, each with its app (`toAppSummary`), as the JSON the database writes: one
 * named statement, planned once per connection (the dashboard reads it too, in its snapshot).
 */
export const USER_APPS = {
  name: 'user_apps_mine_json',
  text: `SELECT coalesce(json_agg(json_build_object('id', ua.id, 'app_id', ua.app_id, 'owns', ua.owns,
      'created_at', ${iso('ua.created_at')}, 'app', ${appSummaryJsonSqlText('a')}) ORDER BY ua.created_at DESC, ua.id DESC), '[]')::text AS body
    FROM (SELECT * FROM user_apps WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${LIST_LIMIT}) ua
    JOIN apps a ON a.id = ua.app_id`,
};

export async function listUserApps(db: DbOrTx, userId: string): Promise<JsonText<UserApp[]>> {
  const [row] = await runNamed<{ body: string }>(db, USER_APPS.name, USER_APPS.text, [userId]);
  return new JsonText(row!.body);
}

export async function addUserApp(db: Db, userId: string, body: UserAppCreateBody): Promise<UserApp> {
  const app = await findOpenApp(db, body.app_id);
  try {
    const row = await db.transaction(async (tx) => {
      const [added] = await tx.insert(userApps).values({ userId, appId: app.id, owns: body.owns }).returning();
      if (body.owns) await stopWaitingFor(tx, userId, app.id);
      return added;
    });
    return { id: row!.id, app_id: row!.appId, owns: row!.owns, created_at: row!.createdAt.toISOString(), app: toAppSummary(app) };
  } catch (error) {
    if (isUniqueViolation(error, 'user_apps_user_app_key')) throw new ConflictError(`${app.name} is already in your apps`);
    throw error;
  }
}

/**
 * Removes an app from the person's apps and, with it, their referral code for that app from the
 * marketplace. Its claims not yet signed up for end; matches past sign-up carry on (docs/decisions/marketplace.md).
 */
export async function removeUserApp(db: Db, userId: string, userAppId: string): Promise<void> {
  const wanted = await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(userApps)
      .where(and(eq(userApps.id, userAppId), eq(userApps.userId, userId)))
      .returning();
    if (!removed) throw new NotFoundError('There is no app with that id in your apps');
    const codes = await tx
      .select({ id: referralCodes.id })
      .from(referralCodes)
      .where(and(eq(referralCodes.userId, userId), eq(referralCodes.appId, removed.appId)));
    const ended = [];
    for (const code of codes) ended.push(...(await withdrawCode(tx, code.id)));
    return ended;
  });
  await offerNextCodes(db, wanted);
}
