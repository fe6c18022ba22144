import { eq } from 'drizzle-orm';
import { FLAG_DECIDED, NO_FLAG } from '#contract/admin/flags/rules.ts';
import type { ReferralFlag } from '#contract/admin/flags/schema.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { apps, matches, referralCodes, referralFlags } from '#server/db/schema.ts';
import { ConflictError, NotFoundError } from '#server/lib/errors.ts';
import { cancelMatchesInProgress } from '#server/modules/matches/cancel-in-progress.ts';
import { notifyMember } from '#server/modules/reports/service.ts';
import { endClaimsOnCode, offerNextCodes, type NextCodeWanted } from '#server/modules/referral-codes/end-claims.ts';
import type { JsonText } from '#server/lib/json-text.ts';
import { recordAudit } from '../audit/record.ts';
import { flagOf } from './queue.ts';

/** The open flag, locked for its decision: 404 when there is none, 409 once decided. */
async function openFlag(tx: DbOrTx, flagId: string) {
  const [flag] = await tx.select().from(referralFlags).where(eq(referralFlags.id, flagId)).for('update');
  if (!flag) throw new NotFoundError(NO_FLAG);
  if (flag.status !== 'OPEN') throw new ConflictError(FLAG_DECIDED);
  return flag;
}

/** The team looked and found nothing wrong: the flag is closed with the reason, audited; the match goes on. */
export async function clearFlag(db: Db, adminId: string, flagId: string, reason: string): Promise<JsonText<ReferralFlag>> {
  await db.transaction(async (tx) => {
    await openFlag(tx, flagId);
    await tx
      .update(referralFlags)
      .set({ status: 'CLEARED', decidedAt: new Date(), decidedBy: adminId, decisionReason: reason })
      .where(eq(referralFlags.id, flagId));
    await recordAudit(tx, {
      actorId: adminId,
      action: 'referral_flag.clear',
      entityType: 'referral_flag',
      entityId: flagId,
      before: { status: 'OPEN' },
      after: { status: 'CLEARED', reason },
    });
  });
  return flagOf(db, flagId);
}

/**
 * The team judged it a self-referral, in one transaction: the match is cancelled if still under way
 * (its referee told; it gives back what the claim held), the code is paused if still offered (its
 * sharer told; its other claims not yet signed up for end, their referees offered another code once
 * this commits), and the flag closed with the reason, audited. The reason stays with the team.
 */
export async function cancelFlaggedMatch(db: Db, adminId: string, flagId: string, reason: string): Promise<JsonText<ReferralFlag>> {
  let wanted: NextCodeWanted[] = [];
  await db.transaction(async (tx) => {
    const flag = await openFlag(tx, flagId);
    const [match] = await tx
      .select({ codeId: matches.referralCodeId, appName: apps.name })
      .from(matches)
      .innerJoin(apps, eq(apps.id, matches.appId))
      .where(eq(matches.id, flag.matchId));
    const cancelled = await cancelMatchesInProgress(tx, 'CANCELLED_BY_TEAM', eq(matches.id, flag.matchId), (ended) =>
      ended.refereeId
        ? [{ userId: ended.refereeId, message: `The team cancelled your ${ended.appName} claim after a check of it. It does not count against your plan.` }]
        : [],
    );
    const [code] = match?.codeId ? await tx.select().from(referralCodes).where(eq(referralCodes.id, match.codeId)).for('update') : [];
    const pausing = code !== undefined && code.status !== 'PAUSED' && code.status !== 'WITHDRAWN';
    if (pausing) {
      await tx.update(referralCodes).set({ status: 'PAUSED', updatedAt: new Date() }).where(eq(referralCodes.id, code.id));
      await notifyMember(
        tx,
        code.userId,
        flag.matchId,
        `Your ${match!.appName} code was paused`,
        `The team paused your ${match!.appName} code after a check of a claim of it: referral codes are for other people. Write to support if you think this is a mistake.`,
        'CODE_PAUSED',
      );
      wanted = await endClaimsOnCode(tx, code.id, 'CODE_PAUSED', (appName) => `The ${appName} code you claimed was paused by the team.`);
    }
    await tx
      .update(referralFlags)
      .set({ status: 'CANCELLED', decidedAt: new Date(), decidedBy: adminId, decisionReason: reason })
      .where(eq(referralFlags.id, flagId));
    await recordAudit(tx, {
      actorId: adminId,
      action: 'referral_flag.cancel',
      entityType: 'referral_flag',
      entityId: flagId,
      before: { status: 'OPEN', match_status: cancelled.length > 0 ? 'IN_PROGRESS' : null, code_status: code?.status ?? null },
      after: { status: 'CANCELLED', match_cancelled: cancelled.length > 0, code_paused: pausing, reason },
    });
  });
  await offerNextCodes(db, wanted);
  return flagOf(db, flagId);
}
