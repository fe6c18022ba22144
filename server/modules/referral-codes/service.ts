import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { checkReferralLink, DEFAULT_MAX_USES, maskEmail, statusForUses, usesBelowTakenMessage, type LinkApp } from '#contract/referral-codes/rules.ts';
import type { ReferralCode, ReferralCodeCreateBody, ReferralCodeUpdateBody } from '#contract/referral-codes/schema.ts';
import type { ClaimRecord } from '#contract/matches/schema.ts';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { apps, matches, referralCodes, userApps, users } from '#server/db/schema.ts';
import { ConflictError, NotFoundError, UnprocessableError, isUniqueViolation } from '#server/lib/errors.ts';
import { toReferralCodeDto } from './dto.ts';
import { linkFitsApp } from '#contract/apps/rules.ts';
import { appSummaryJsonSqlText } from '../apps/dto.ts';
import { isoTimestampSqlText as iso } from '#server/db/json-sql.ts';
import { runNamed } from '#server/db/prepared.ts';
import { JsonText } from '#server/lib/json-text.ts';
import { codeStandings } from './rotation.ts';
import { findOpenApp } from '../apps/service.ts';
import { withdrawCode } from './withdraw.ts';
import { offerNextCodes } from './end-claims.ts';
import { unpauseCode } from '../reports/pause.ts';
import { claim } from '../matches/claim.ts';
import { fulfilWaitingDemand, stopWaitingFor } from '../matches/waiting-demand.ts';

type CodeRow = typeof referralCodes.$inferSelect;

/** What checking a link needs of its app. */
const linkAppOf = (app: { name: string; referralLinkDomains: string[]; referralLinkFormat: string | null }): LinkApp => ({
  name: app.name,
  referral_link_domains: app.referralLinkDomains,
  referral_link_format: app.referralLinkFormat,
});

/** One offered code per app at most, and the catalogue is far smaller than this. */
const MINE_LIMIT = 500;

/**
 * Shares a referral link: the code is read from it with the same function the browser uses. The
 * app joins the person's apps if it was not there yet.
 */
export async function createReferralCode(db: Db, userId: string, body: ReferralCodeCreateBody): Promise<ReferralCode> {
  const general = checkReferralLink(body.referral_link, undefined, body.code);
  if (!general.ok) throw new UnprocessableError(general.message);
  const app = await findOpenApp(db, body.app_id);
  // A link must be on one of the app's domains (a Monzo link is no Airtime Rewards link), and its code is read by the app's own format first.
  const link = checkReferralLink(body.referral_link, linkAppOf(app), body.code);
  if (!link.ok) throw new UnprocessableError(link.message);
  const referralLink = body.referral_link.trim();

  const created = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: referralCodes.id })
      .from(referralCodes)
      .where(and(eq(referralCodes.userId, userId), eq(referralCodes.appId, app.id), ne(referralCodes.status, 'WITHDRAWN')));
    if (existing) throw new ConflictError(`You already share a referral code for ${app.name}. Delete it first to add another.`);
    await tx
      .insert(userApps)
      .values({ userId, appId: app.id, owns: true })
      .onConflictDoUpdate({ target: [userApps.userId, userApps.appId], set: { owns: true } });
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

/**
 * The owner's codes on offer (or paused), newest first, in one named statement whose JSON the
 * database writes: each code as `toReferralCodeDto` maps it (referral-codes.test.ts holds each to
 * `myReferralCode`), its standing from `code_standings`, all but `link_fits_app`, which is the
 * contract's rule (`linkFitsApp`, a URL's host) and is added here to each code's object.
 */
export const MY_CODES = {
  name: 'referral_codes_mine_json',
  // One value (the dashboard's statement holds it as one of its columns): each code as
  // [its object's JSON text, its link, its app's link domains], newest first.
  text: `SELECT coalesce(json_agg(json_build_array(mine.code, mine.link, mine.domains) ORDER BY mine.created_at DESC, mine.id DESC), '[]')::text AS body
    FROM (WITH c AS (SELECT * FROM referral_codes WHERE user_id = $1 AND status <> 'WITHDRAWN' ORDER BY created_at DESC, id DESC LIMIT ${MINE_LIMIT})
      SELECT json_build_object('id', c.id, 'app_id', c.app_id, 'app_name', a.name, 'code', c.code, 'referral_link', c.referral_link,
          'status', c.status, 'current_uses', c.current_uses, 'max_uses', c.max_uses, 'created_at', ${iso('c.created_at')},
          'app', ${appSummaryJsonSqlText('a')}, 'owner', json_build_object('id', u.id, 'email', u.email),
          'times_matched', coalesce(s.times_matched, 0), 'completed', coalesce(s.completed, 0),
          'ahead_in_rotation', s.ahead, 'capped_until', s.capped_until)::text AS code,
        c.referral_link AS link, a.referral_link_domains AS domains, c.created_at, c.id
      FROM c JOIN apps a ON a.id = c.app_id JOIN users u ON u.id = c.user_id
      LEFT JOIN code_standings((SELECT array_agg(id) FROM c)) s ON s.id = c.id) mine`,
};

/** The answer of MY_CODES' one value: each code's object with its link's fit added (`linkFitsApp`). */
export function myCodesJsonOf(body: string): JsonText<ReferralCode[]> {
  const rows = JSON.parse(body) as [code: string, link: string, domains: string[]][];
  // Each object without its closing brace, then the link's fit.
  const codes = rows.map(([code, link, domains]) => `${code.slice(0, -1)},"link_fits_app":${linkFitsApp(link, domains)}}`);
  return new JsonText(`[${codes.join(',')}]`);
}

export async function listMyReferralCodes(db: DbOrTx, userId: string): Promise<JsonText<ReferralCode[]>> {
  const [row] = await runNamed<{ body: string }>(db, MY_CODES.name, MY_CODES.text, [userId]);
  return myCodesJsonOf(row!.body);
}

/** One of the owner's codes on offer (or paused), mapped in TypeScript (`toReferralCodeDto`); none when it is not theirs or withdrawn. */
export async function myReferralCode(db: DbOrTx, userId: string, codeId: string): Promise<ReferralCode | undefined> {
  const [row] = await db
    .select({ code: referralCodes, app: apps, owner: { id: users.id, email: users.email } })
    .from(referralCodes)
    .innerJoin(apps, eq(apps.id, referralCodes.appId))
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(and(eq(referralCodes.userId, userId), ne(referralCodes.status, 'WITHDRAWN'), eq(referralCodes.id, codeId)));
  if (!row) return undefined;
  const standings = await codeStandings(db, [row.code.id]);
  return toReferralCodeDto(row.code, row.app, row.owner, standings.get(row.code.id)!);
}

/**
 * The owner changes a code: a new link for the same app, checked as a new link is, and a paused code
 * goes back on offer (reports that the old link was dead no longer count toward a pause); matches
 * already made keep the link they were given. Or a new number of uses: never below the uses taken,
 * and a used-up code given more goes back into the rotation.
 */
export async function updateReferralCode(db: Db, userId: string, codeId: string, body: ReferralCodeUpdateBody): Promise<ReferralCode> {
  if (body.referral_link !== undefined) {
    const general = checkReferralLink(body.referral_link, undefined, body.code);
    if (!general.ok) throw new UnprocessableError(general.message);
  }
  const { id, backOnOffer } = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ code: referralCodes, app: apps })
      .from(referralCodes)
      .innerJoin(apps, eq(apps.id, referralCodes.appId))
      .where(and(eq(referralCodes.id, codeId), eq(referralCodes.userId, userId), ne(referralCodes.status, 'WITHDRAWN')))
      .for('update', { of: referralCodes });
    if (!row) throw new NotFoundError('There is no referral code with that id among yours');
    let status = row.code.status;
    if (body.referral_link !== undefined) {
      const link = checkReferralLink(body.referral_link, linkAppOf(row.app), body.code);
      if (!link.ok) throw new UnprocessableError(link.message);
      await tx
        .update(referralCodes)
        .set({ code: link.code, referralLink: body.referral_link.trim(), reportsCountFrom: sql`now()`, updatedAt: new Date() })
        .where(eq(referralCodes.id, codeId));
      if (status === 'PAUSED') status = await unpauseCode(tx, codeId);
    }
    if (body.max_uses !== undefined) status = await setMaxUses(tx, row.code, status, body.max_uses);
    const wasOffered = row.code.status === 'UNUSED' || row.code.status === 'ASSIGNED';
    return { id: row.code.id, backOnOffer: !wasOffered && (status === 'UNUSED' || status === 'ASSIGNED') };
  });
  // Back on offer: people waiting for the app are matched to it straight away, as with a new code.
  if (backOnOffer) await fulfilWaitingDemand(db, id, (refereeId, claimCodeId, requestId) => claim(db, refereeId, { codeId: claimCodeId, requestId }));
  return (await myReferralCode(db, userId, id))!;
}

/** A code's uses changed by its owner; answers its status after (a paused code stays paused, whatever its uses). */
async function setMaxUses(tx: Tx, code: CodeRow, status: CodeRow['status'], maxUses: number): Promise<CodeRow['status']> {
  if (maxUses < code.currentUses) {
    throw new ConflictError(usesBelowTakenMessage(code.currentUses));
  }
  const next = status === 'PAUSED' ? status : statusForUses(code.currentUses, maxUses);
  await tx.update(referralCodes).set({ maxUses, status: next, updatedAt: new Date() }).where(eq(referralCodes.id, code.id));
  return next;
}

/** The owner takes a code out of the marketplace; its claims not yet signed up for end, the rest carry on. */
export async function deleteReferralCode(db: Db, userId: string, codeId: string): Promise<void> {
  const wanted = await db.transaction(async (tx) => {
    const [code] = await tx
      .select({ id: referralCodes.id })
      .from(referralCodes)
      .where(and(eq(referralCodes.id, codeId), eq(referralCodes.userId, userId), ne(referralCodes.status, 'WITHDRAWN')))
      .for('update');
    if (!code) throw new NotFoundError('There is no referral code with that id among yours');
    return withdrawCode(tx, code.id);
  });
  await offerNextCodes(db, wanted);
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
