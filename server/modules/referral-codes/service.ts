import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { checkReferralLink, DEFAULT_MAX_USES, maskEmail } from '#contract/referral-codes/rules.ts';
import type { AvailableReferralCode, ReferralCode, ReferralCodeCreateBody, ReferralCodeUpdateBody } from '#contract/referral-codes/schema.ts';
import type { ClaimRecord } from '#contract/matches/schema.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import { apps, matches, referralCodes, trackRecords, userApps, users } from '#server/db/schema.ts';
import { ConflictError, NotFoundError, UnprocessableError, isUniqueViolation } from '#server/lib/errors.ts';
import { appBriefColumns, toAppBrief } from '../apps/dto.ts';
import { toReferralCodeDto } from './dto.ts';
import { toTrackSummary } from '../members/track-record.ts';
import { codeStandings } from './rotation.ts';
import { findOpenApp, isOpenApp } from '../apps/service.ts';
import { withdrawCode } from './withdraw.ts';
import { unpauseCode } from '../reports/pause.ts';
import { claim } from '../matches/claim.ts';
import { fulfilWaitingDemand, stopWaitingFor } from '../matches/waiting-demand.ts';

/** One offered code per app at most, and the catalogue is far smaller than this. */
const MINE_LIMIT = 500;

/**
 * Shares a referral link: the code is read from it with the same function the browser uses. The
 * app joins the person's apps if it was not there yet.
 */
export async function createReferralCode(db: Db, userId: string, body: ReferralCodeCreateBody): Promise<ReferralCode> {
  const general = checkReferralLink(body.referral_link);
  if (!general.ok) throw new UnprocessableError(general.message);
  const app = await findOpenApp(db, body.app_id);
  // A link must be on one of the app's domains: a Monzo link is no Airtime Rewards link.
  const link = checkReferralLink(body.referral_link, { name: app.name, referral_link_domains: app.referralLinkDomains });
  if (!link.ok) throw new UnprocessableError(link.message);
  const referralLink = body.referral_link.trim();

  const created = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: referralCodes.id })
      .from(referralCodes)
      .where(and(eq(referralCodes.userId, userId), eq(referralCodes.appId, app.id), ne(referralCodes.status, 'WITHDRAWN')));
    if (existing) throw new ConflictError(`You already share a referral code for ${app.name}. Delete it first to add another.`);
    await tx.insert(userApps).values({ userId, appId: app.id, owns: true }).onConflictDoUpdate({ target: [userApps.userId, userApps.appId], set: { owns: true } });
    await stopWaitingFor(tx, userId, app.id);
    try {
      const [code] = await tx
        .insert(referralCodes)
        .values({ userId, appId: app.id, code: link.code, referralLink, maxUses: body.max_uses ?? DEFAULT_MAX_USES })
        .returning();
      return code!;
    } catch (error) {
      if (isUniqueViolation(error, 'referral_codes_one_offered_per_user_app')) {
        throw new ConflictError(`You already share a referral code for ${app.name}. Delete it first to add another.`);
      }
      throw error;
    }
  });
  // People already waiting for this app are matched to the new code straight away.
  await fulfilWaitingDemand(db, created.id, (refereeId, codeId, requestId) => claim(db, refereeId, { codeId, requestId }));
  const [fresh] = await db.select().from(referralCodes).where(eq(referralCodes.id, created.id));
  const [owner] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
  const standings = await codeStandings(db, [fresh!.id]);
  return toReferralCodeDto(fresh!, app, owner!, standings.get(fresh!.id)!);
}

export function listMyReferralCodes(db: DbOrTx, userId: string): Promise<ReferralCode[]> {
  return listCodesOf(db, userId);
}

/** The owner's codes on offer (or paused), newest first, narrowed by `only` when given. */
async function listCodesOf(db: DbOrTx, userId: string, only?: SQL): Promise<ReferralCode[]> {
  const rows = await db
    .select({ code: referralCodes, app: apps, owner: { id: users.id, email: users.email } })
    .from(referralCodes)
    .innerJoin(apps, eq(apps.id, referralCodes.appId))
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(and(eq(referralCodes.userId, userId), ne(referralCodes.status, 'WITHDRAWN'), only))
    .orderBy(desc(referralCodes.createdAt))
    .limit(MINE_LIMIT);
  const standings = await codeStandings(
    db,
    rows.map(({ code }) => code.id),
  );
  return rows.map(({ code, app, owner }) => toReferralCodeDto(code, app, owner, standings.get(code.id)!));
}

/**
 * The owner replaces a code's link with a new one for the same app, checked as a new link is. A
 * paused code goes back on offer; reports that the old link was dead no longer count toward a pause.
 * Matches already made keep the link they were given.
 */
export async function replaceReferralLink(db: Db, userId: string, codeId: string, body: ReferralCodeUpdateBody): Promise<ReferralCode> {
  const general = checkReferralLink(body.referral_link);
  if (!general.ok) throw new UnprocessableError(general.message);
  const { id, unpaused } = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ code: referralCodes, app: apps })
      .from(referralCodes)
      .innerJoin(apps, eq(apps.id, referralCodes.appId))
      .where(and(eq(referralCodes.id, codeId), eq(referralCodes.userId, userId), ne(referralCodes.status, 'WITHDRAWN')))
      .for('update', { of: referralCodes });
    if (!row) throw new NotFoundError('There is no referral code with that id among yours');
    const link = checkReferralLink(body.referral_link, { name: row.app.name, referral_link_domains: row.app.referralLinkDomains });
    if (!link.ok) throw new UnprocessableError(link.message);
    await tx
      .update(referralCodes)
      .set({ code: link.code, referralLink: body.referral_link.trim(), reportsCountFrom: sql`now()`, updatedAt: new Date() })
      .where(eq(referralCodes.id, codeId));
    if (row.code.status === 'PAUSED') await unpauseCode(tx, codeId);
    return { id: row.code.id, unpaused: row.code.status === 'PAUSED' };
  });
  // Back on offer: people waiting for the app are matched to it straight away, as with a new code.
  if (unpaused) await fulfilWaitingDemand(db, id, (refereeId, claimCodeId, requestId) => claim(db, refereeId, { codeId: claimCodeId, requestId }));
  const [code] = await listCodesOf(db, userId, eq(referralCodes.id, id));
  return code!;
}

/** The owner takes a code out of the marketplace; matches already made on it carry on. */
export async function deleteReferralCode(db: Db, userId: string, codeId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [code] = await tx
      .select({ id: referralCodes.id })
      .from(referralCodes)
      .where(and(eq(referralCodes.id, codeId), eq(referralCodes.userId, userId), ne(referralCodes.status, 'WITHDRAWN')))
      .for('update');
    if (!code) throw new NotFoundError('There is no referral code with that id among yours');
    await withdrawCode(tx, code.id);
  });
}

/**
 * For each open app the caller can still claim, the code a claim would hand out now: someone
 * else's, with uses left, its owner active (one lateral pick per app, on the available-codes index);
 * ordered by app name. Prepared once per database: the dashboard asks on every visit.
 */
const availableCodes = preparedPerDatabase((db) => {
  const userId = sql.placeholder('userId');
  const pick = db
    .select({
      id: referralCodes.id,
      maxUses: referralCodes.maxUses,
      currentUses: referralCodes.currentUses,
      ownerEmail: users.email,
      ownerUsername: users.username,
      // The sharer's record, kept as matches and reviews change (track_records), never recounted here.
      referrerCompleted: sql<number>`coalesce(${trackRecords.referrerCompleted}, 0)`.as('referrer_completed'),
      referrerEnded: sql<number>`coalesce(${trackRecords.referrerEnded}, 0)`.as('referrer_ended'),
      ratingSum: sql<number>`coalesce(${trackRecords.ratingSum}, 0)`.as('rating_sum'),
      ratingCount: sql<number>`coalesce(${trackRecords.ratingCount}, 0)`.as('rating_count'),
    })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .leftJoin(trackRecords, eq(trackRecords.userId, referralCodes.userId))
    .where(
      and(
        sql`${referralCodes.appId} = ${apps.id}`,
        // Written out, not bound, so the planner matches the partial index on available codes.
        sql`${referralCodes.status} IN ('UNUSED', 'ASSIGNED') AND ${referralCodes.ownerActive}`,
        sql`${referralCodes.currentUses} < ${referralCodes.maxUses}`,
        ne(referralCodes.userId, userId),
        sql`${users.isActive}`,
      ),
    )
    .orderBy(sql`${referralCodes.lastMatchedAt} ASC NULLS FIRST`, asc(referralCodes.createdAt))
    .limit(1)
    .as('pick');
  // The caller's matches per app in one range scan of their rows, not one probe per app: at scale
  // each probe lands on a different page.
  const held = db
    .select({ appId: matches.appId, count: sql<number>`count(*)`.as('held_count') })
    .from(matches)
    .where(and(eq(matches.refereeId, userId), sql`${matches.status} <> 'CANCELLED'`))
    .groupBy(matches.appId)
    .as('held');
  return db
    .select({
      app: appBriefColumns,
      code: { id: pick.id, maxUses: pick.maxUses, currentUses: pick.currentUses, ownerEmail: pick.ownerEmail, ownerUsername: pick.ownerUsername },
      track: { referrerCompleted: pick.referrerCompleted, referrerEnded: pick.referrerEnded, ratingSum: pick.ratingSum, ratingCount: pick.ratingCount },
    })
    .from(apps)
    .innerJoinLateral(pick, sql`true`)
    .leftJoin(held, eq(held.appId, apps.id))
    .where(
      and(
        isOpenApp(),
        sql`(${apps.maxUsesPerUser} IS NULL OR ${apps.maxUsesPerUser} > coalesce(${held.count}, 0))`,
        // Not for apps the caller already uses: their new-customer bonus would not apply.
        sql`${apps.id} NOT IN (SELECT used FROM apps_used_by(${userId}) used)`,
      ),
    )
    .orderBy(asc(apps.name))
    .limit(sql.placeholder('limit'))
    .prepare('available_codes');
});

/** Owners appear by the part of their e-mail before the at-sign, their username and their track record. */
export async function listAvailableCodes(db: Db, userId: string, limit: number): Promise<AvailableReferralCode[]> {
  const rows = await availableCodes(db).execute({ userId, limit });
  return rows.map(({ app, code, track }) => ({
    id: code.id,
    app_id: app.id,
    app: toAppBrief(app),
    owner: { email: maskEmail(code.ownerEmail), username: code.ownerUsername, track_record: toTrackSummary(track) },
    max_uses: code.maxUses,
    current_uses: code.currentUses,
  }));
}

/** The codes the caller has claimed, newest first, as claim records. */
export async function listClaimedCodes(db: DbOrTx, userId: string, limit: number): Promise<ClaimRecord[]> {
  const rows = await db
    .select({ match: matches, appName: apps.name, ownerEmail: users.email })
    .from(matches)
    .innerJoin(apps, eq(apps.id, matches.appId))
    .leftJoin(users, eq(users.id, matches.referrerId))
    .where(eq(matches.refereeId, userId))
    .orderBy(desc(matches.createdAt))
    .limit(limit);
  return rows.map(({ match, appName, ownerEmail }) => ({
    match_id: match.id,
    app_id: match.appId,
    app_name: appName,
    status: match.status,
    code: match.code,
    referral_link: match.referralLink,
    owner_masked_email: ownerEmail ? maskEmail(ownerEmail) : 'a former member',
    instructions: match.instructions,
    created_at: match.createdAt.toISOString(),
  }));
}
