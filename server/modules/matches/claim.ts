import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { ClaimRecord } from '../../../contract/matches.ts';
import { maskEmail } from '../../../contract/referral-codes.ts';
import type { Db, Tx } from '../../db/client.ts';
import { apps, matches, referralCodes, users } from '../../db/schema.ts';
import { ConflictError, NotFoundError, PaymentRequiredError } from '../../lib/errors.ts';
import type { AppRow } from '../apps/dto.ts';
import { openAppOrThrow } from '../apps/service.ts';
import { paidFeaturesEnabledSql } from '../settings/service.ts';
import { MATCH_LIMIT_REACHED, hasReachedMatchLimit, isPremiumSql } from '../subscription/plan.ts';
import { buildClaimInstructions } from './instructions.ts';
import { markRequestFulfilled, recordWaitingDemand } from './waiting-demand.ts';

/** An app (the fairest code is chosen) or one chosen code; `requestId` when meeting waiting demand. */
export type ClaimTarget = { appId: string } | { codeId: string; requestId?: string };

type CodeRow = typeof referralCodes.$inferSelect;
/** The code a claim takes, its owner's address, and the app with how many of its matches the referee holds. */
type Chosen = { app: AppRow; code: CodeRow; ownerEmail: string };

/**
 * A referee claims a code: a chosen one, or the fairest one for an app. One transaction locks the
 * referee (so their own limits hold across concurrent claims) and the code (so its uses do), checks
 * every rule again under those locks, records the match and tells the referrer. Claims are the
 * busiest writes, so each step reads everything it needs in one statement.
 */
export async function claim(db: Db, refereeId: string, target: ClaimTarget): Promise<ClaimRecord> {
  const outcome = await db.transaction(async (tx): Promise<ClaimRecord | { waitingFor: AppRow }> => {
    // NO KEY UPDATE: serialises this referee's claims without blocking the foreign-key checks of
    // claims that name them as a referrer (FOR UPDATE would, and two people claiming each
    // other's codes at once would deadlock).
    const [locked] = await tx
      .select({ referee: users, paidFeatures: paidFeaturesEnabledSql().mapWith(Boolean) })
      .from(users)
      .where(eq(users.id, refereeId))
      .for('no key update', { of: users });
    if (!locked) throw new NotFoundError('Your account no longer exists');
    if (hasReachedMatchLimit(locked.referee, locked.paidFeatures)) throw new PaymentRequiredError(MATCH_LIMIT_REACHED);

    let chosen: Chosen;
    if ('codeId' in target) {
      chosen = await lockChosenCode(tx, refereeId, target.codeId);
    } else {
      const app = await openAppUnderLimit(tx, refereeId, target.appId);
      const fairest = await lockFairestCode(tx, refereeId, app.id, locked.paidFeatures);
      if (!fairest) {
        await recordWaitingDemand(tx, refereeId, app.id);
        return { waitingFor: app };
      }
      chosen = { app, ...fairest };
    }

    const { app, code, ownerEmail } = chosen;
    const instructions = buildClaimInstructions(app, code.code);
    const [match] = await tx
      .insert(matches)
      .values({ appId: app.id, referralCodeId: code.id, referrerId: code.userId, refereeId, code: code.code, referralLink: code.referralLink, instructions })
      .returning({ id: matches.id, status: matches.status, createdAt: matches.createdAt });
    await countTheUse(tx, refereeId, chosen, match!.id);
    if ('requestId' in target && target.requestId) {
      await markRequestFulfilled(tx, target.requestId, match!.id, refereeId, app.name);
    }
    return {
      match_id: match!.id,
      app_id: app.id,
      app_name: app.name,
      status: match!.status,
      code: code.code,
      referral_link: code.referralLink,
      owner_masked_email: maskEmail(ownerEmail),
      instructions,
      created_at: match!.createdAt.toISOString(),
    };
  });
  if ('waitingFor' in outcome) {
    throw new ConflictError(
      `No ${outcome.waitingFor.name} referral codes are available right now. We'll match you with one as soon as someone shares it.`,
    );
  }
  return outcome;
}

/**
 * In one statement: the code's use (it turns USED at its last), the claimant's matches_used (counted
 * with paid features off too), the referrer's REFERRAL_CLAIMED notification, and the end of the
 * claimant's wait for this app, whatever way they got a code.
 */
async function countTheUse(tx: Tx, refereeId: string, { app, code }: Chosen, matchId: string): Promise<void> {
  const uses = code.currentUses + 1;
  await tx.execute(sql`
    WITH code_use AS (
      UPDATE referral_codes SET current_uses = ${uses}, status = ${uses >= code.maxUses ? 'USED' : 'ASSIGNED'}, last_matched_at = now(), updated_at = now()
      WHERE id = ${code.id}
    ), referee_count AS (
      UPDATE users SET matches_used = matches_used + 1 WHERE id = ${refereeId}
    ), referrer_notice AS (
      INSERT INTO notifications (user_id, match_id, type, title, message)
      VALUES (${code.userId}, ${matchId}, 'REFERRAL_CLAIMED', 'Your referral code was claimed', ${`Someone is signing up to ${app.name} with your referral code.`})
    )
    UPDATE claim_requests SET fulfilled_at = now(), match_id = ${matchId}
    WHERE user_id = ${refereeId} AND app_id = ${app.id} AND fulfilled_at IS NULL`);
}

/** The app, if open, with a check that the referee holds fewer of its matches than it allows a person. */
async function openAppUnderLimit(tx: Tx, refereeId: string, appId: string): Promise<AppRow> {
  const [row] = await tx
    .select({ app: apps, held: heldBy(refereeId) })
    .from(apps)
    .where(eq(apps.id, appId));
  const app = openAppOrThrow(row?.app);
  assertUnderPerUserLimit(app, row!.held);
  return app;
}

/** How many of the app's matches the referee holds (cancelled ones do not count). */
function heldBy(refereeId: string) {
  return sql<number>`(SELECT count(*)::int FROM matches m
    WHERE m.referee_id = ${refereeId} AND m.app_id = apps.id AND m.status <> 'CANCELLED')`.mapWith(Number);
}

async function lockChosenCode(tx: Tx, refereeId: string, codeId: string): Promise<Chosen> {
  const [row] = await tx
    .select({ code: referralCodes, ownerEmail: users.email, ownerActive: users.isActive })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(eq(referralCodes.id, codeId))
    .for('update', { of: referralCodes });
  if (!row || row.code.status === 'WITHDRAWN') throw new NotFoundError('There is no referral code with that id');
  const { code } = row;
  if (code.userId === refereeId) throw new ConflictError('This is your own referral code; claim someone else’s');
  const [found] = await tx
    .select({ app: apps, held: heldBy(refereeId) })
    .from(apps)
    .where(eq(apps.id, code.appId));
  const app = openAppOrThrow(found?.app);
  if (!row.ownerActive || code.currentUses >= code.maxUses || code.status === 'USED') {
    throw new ConflictError(`This ${app.name} referral code has no uses left. Claim another code for ${app.name}.`);
  }
  assertUnderPerUserLimit(app, found!.held);
  return { app, code, ownerEmail: row.ownerEmail };
}

/**
 * The code handed out for an app: among codes with uses left whose owners are active, the one
 * matched least recently (never-matched first, then the oldest); with paid features on, Premium
 * referrers' codes first. Codes another claim holds locked are skipped, not waited for.
 */
async function lockFairestCode(tx: Tx, refereeId: string, appId: string, premiumFirst: boolean): Promise<{ code: CodeRow; ownerEmail: string } | null> {
  const [chosen] = await tx
    .select({ code: referralCodes, ownerEmail: users.email })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(
      and(
        eq(referralCodes.appId, appId),
        // Written out, not bound, so the planner matches the partial index on available codes.
        sql`${referralCodes.status} IN ('UNUSED', 'ASSIGNED') AND ${referralCodes.ownerActive}`,
        sql`${referralCodes.currentUses} < ${referralCodes.maxUses}`,
        ne(referralCodes.userId, refereeId),
        eq(users.isActive, true),
      ),
    )
    .orderBy(
      ...(premiumFirst ? [sql`CASE WHEN ${isPremiumSql('users')} THEN 0 ELSE 1 END`] : []),
      sql`${referralCodes.lastMatchedAt} ASC NULLS FIRST`,
      asc(referralCodes.createdAt),
    )
    .limit(1)
    .for('update', { of: referralCodes, skipLocked: true });
  return chosen ?? null;
}

function assertUnderPerUserLimit(app: AppRow, held: number): void {
  if (app.maxUsesPerUser === null || held < app.maxUsesPerUser) return;
  throw new ConflictError(
    app.maxUsesPerUser === 1
      ? `You have already claimed a ${app.name} referral code`
      : `You have already claimed ${app.maxUsesPerUser} ${app.name} referral codes, the most ${app.name} allows`,
  );
}
