import { and, eq, sql } from 'drizzle-orm';
import { formatPence } from '../../../contract/money.ts';
import { refereeRewardRange, referrerRewardRange } from '../../../contract/apps.ts';
import type { ClaimRecord, ConfirmReceiptBody, Match, MatchRole } from '../../../contract/matches.ts';
import type { Db, Tx } from '../../db/client.ts';
import { apps, matches, notifications, referralCodes, users } from '../../db/schema.ts';
import { ConflictError, ForbiddenError, NotFoundError, UnprocessableError } from '../../lib/errors.ts';
import { toAppSummary, type AppRow } from '../apps/dto.ts';
import { toClaimRecord, toMatchDto, type MatchRow } from './dto.ts';
import { buildClaimInstructions } from './instructions.ts';
import { claim } from './claim.ts';
import { fulfilWaitingDemand } from './waiting-demand.ts';

/** How long the second party has to confirm receipt after the first did, before the match closes. */
export const SECOND_CONFIRMATION_GRACE_DAYS = 30;

type Locked = { match: MatchRow; app: AppRow; role: MatchRole };

/** Locks a match the caller is a party to; someone else's match is 404, as if it did not exist. */
async function lockMatch(tx: Tx, userId: string, matchId: string): Promise<Locked> {
  const [match] = await tx.select().from(matches).where(eq(matches.id, matchId)).for('update');
  if (!match || (match.refereeId !== userId && match.referrerId !== userId)) throw new NotFoundError('There is no match with that id among yours');
  const [app] = await tx.select().from(apps).where(eq(apps.id, match.appId));
  return { match, app: app!, role: match.refereeId === userId ? 'referee' : 'referrer' };
}

function requireRole(locked: Locked, role: MatchRole, action: string): void {
  if (locked.role !== role) throw new ForbiddenError(`Only the ${role} can ${action}`);
}

function requireStatus(locked: Locked, allowed: MatchRow['status'][], action: string): void {
  if (!allowed.includes(locked.match.status)) {
    throw new ConflictError(`This match is ${locked.match.status.toLowerCase().replaceAll('_', ' ')}, so you cannot ${action}`);
  }
}

async function notify(tx: Tx, userId: string | null, matchId: string, type: string, title: string, message: string): Promise<void> {
  if (!userId) return;
  await tx.insert(notifications).values({ userId, matchId, type, title, message });
}

async function emails(tx: Tx, match: MatchRow): Promise<{ referrer: string | null; referee: string | null }> {
  const ids = [match.referrerId, match.refereeId].filter((id): id is string => id !== null);
  const rows = ids.length ? await tx.select({ id: users.id, email: users.email }).from(users).where(sql`${users.id} IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`) : [];
  const byId = new Map(rows.map((row) => [row.id, row.email]));
  return { referrer: match.referrerId ? (byId.get(match.referrerId) ?? null) : null, referee: match.refereeId ? (byId.get(match.refereeId) ?? null) : null };
}

async function answer(tx: Tx, locked: Locked, updated: MatchRow): Promise<Match> {
  const parties = await emails(tx, updated);
  return toMatchDto(updated, locked.role, locked.app, parties.referrer, parties.referee);
}

async function save(tx: Tx, id: string, changes: Partial<typeof matches.$inferInsert>): Promise<MatchRow> {
  const [row] = await tx
    .update(matches)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(matches.id, id))
    .returning();
  return row!;
}

/** The referee gives up a match still in progress; its use goes back to the code, and to whoever waits for it. */
export async function cancelMatch(db: Db, userId: string, matchId: string): Promise<Match> {
  const cancelled = await db.transaction(async (tx) => {
    const locked = await lockMatch(tx, userId, matchId);
    requireRole(locked, 'referee', 'cancel this match');
    requireStatus(locked, ['ASSIGNED'], 'cancel it');
    const updated = await save(tx, matchId, { status: 'CANCELLED', cancelledAt: new Date() });
    if (locked.match.referralCodeId) {
      await tx
        .update(referralCodes)
        .set({
          currentUses: sql`${referralCodes.currentUses} - 1`,
          status: sql`CASE WHEN ${referralCodes.status} = 'WITHDRAWN' THEN 'WITHDRAWN'::referral_code_status
                           WHEN ${referralCodes.currentUses} - 1 = 0 THEN 'UNUSED'::referral_code_status
                           ELSE 'ASSIGNED'::referral_code_status END`,
          updatedAt: new Date(),
        })
        .where(and(eq(referralCodes.id, locked.match.referralCodeId), sql`${referralCodes.currentUses} > 0`));
    }
    await notify(tx, locked.match.referrerId, matchId, 'MATCH_CANCELLED', 'Match cancelled', `A ${locked.app.name} sign-up with your code was cancelled, so the use is free again.`);
    return answer(tx, locked, updated);
  });
  const codeId = (await db.select({ codeId: matches.referralCodeId }).from(matches).where(eq(matches.id, matchId)))[0]?.codeId;
  if (codeId) await fulfilWaitingDemand(db, codeId, (refereeId, chosen, requestId) => claim(db, refereeId, { codeId: chosen, requestId }));
  return cancelled;
}

/** The referee says they have signed up: the reward countdown starts. */
export function markComplete(db: Db, userId: string, matchId: string): Promise<Match> {
  return db.transaction(async (tx) => {
    const locked = await lockMatch(tx, userId, matchId);
    requireRole(locked, 'referee', 'mark the sign-up complete');
    requireStatus(locked, ['ASSIGNED'], 'mark it complete');
    const updated = await save(tx, matchId, { status: 'USER_MARKED_DONE', rewardCountdownStartedAt: new Date() });
    await notify(tx, locked.match.referrerId, matchId, 'REFERRAL_MARKED_DONE', 'Sign-up completed', `Someone finished signing up to ${locked.app.name} with your code. Your reward is on its way.`);
    return answer(tx, locked, updated);
  });
}

/** The referee takes back "complete", possible only before either party has confirmed receipt. */
export function undoComplete(db: Db, userId: string, matchId: string): Promise<Match> {
  return db.transaction(async (tx) => {
    const locked = await lockMatch(tx, userId, matchId);
    requireRole(locked, 'referee', 'undo the completion');
    requireStatus(locked, ['USER_MARKED_DONE'], 'undo the completion');
    if (locked.match.referrerConfirmedReceipt || locked.match.refereeConfirmedReceipt) {
      throw new ConflictError('A reward has already been confirmed for this match, so the completion cannot be undone');
    }
    const updated = await save(tx, matchId, { status: 'ASSIGNED', rewardCountdownStartedAt: null });
    return answer(tx, locked, updated);
  });
}

function rewardRange(app: AppRow, role: MatchRole) {
  const fields = toAppSummary(app);
  return role === 'referrer' ? referrerRewardRange(fields) : refereeRewardRange(fields);
}

/**
 * A party confirms they received their reward: a ranged reward needs the amount, within that
 * party's range; a fixed one is taken as is. Once both have confirmed, or the other party has no
 * reward to wait for, the match is COMPLETED.
 */
export function confirmReceipt(db: Db, userId: string, matchId: string, body: ConfirmReceiptBody): Promise<Match> {
  return db.transaction(async (tx) => {
    const locked = await lockMatch(tx, userId, matchId);
    requireStatus(locked, ['USER_MARKED_DONE'], 'confirm receipt');
    const { role, match, app } = locked;
    const confirmed = role === 'referrer' ? match.referrerConfirmedReceipt : match.refereeConfirmedReceipt;
    if (confirmed) throw new ConflictError('You have already confirmed receipt of your reward for this match');

    const range = rewardRange(app, role);
    let amountPence = range.minPence;
    if (range.minPence !== range.maxPence) {
      const given = body.actual_reward_amount_pence;
      if (given === null || given === undefined) throw new UnprocessableError('Please enter an amount');
      if (given < range.minPence || given > range.maxPence) {
        throw new UnprocessableError(`Amount must be between ${formatPence(range.minPence)} and ${formatPence(range.maxPence)}`);
      }
      amountPence = given;
    }

    const other: MatchRole = role === 'referrer' ? 'referee' : 'referrer';
    const otherConfirmed = other === 'referrer' ? match.referrerConfirmedReceipt : match.refereeConfirmedReceipt;
    const otherGone = (other === 'referrer' ? match.referrerId : match.refereeId) === null;
    const otherHasNoReward = rewardRange(app, other).maxPence === 0;
    const completes = otherConfirmed || otherGone || otherHasNoReward;
    const now = new Date();
    const updated = await save(tx, matchId, {
      ...(role === 'referrer'
        ? { referrerConfirmedReceipt: true, actualReferrerRewardAmountPence: amountPence }
        : { refereeConfirmedReceipt: true, actualRefereeRewardAmountPence: amountPence }),
      firstConfirmedAt: match.firstConfirmedAt ?? now,
      ...(completes ? { status: 'COMPLETED' as const, completedAt: now } : {}),
    });

    const otherId = other === 'referrer' ? match.referrerId : match.refereeId;
    await notify(tx, otherId, matchId, 'PAYOUT_PROCESSED', 'Reward confirmed', `The other party confirmed receiving their ${app.name} reward.`);
    if (completes) {
      for (const partyId of [match.referrerId, match.refereeId]) {
        await notify(tx, partyId, matchId, 'REFERRAL_COMPLETED', 'Referral completed', `Your ${app.name} referral is complete.`);
      }
    }
    return answer(tx, locked, updated);
  });
}

/** Writes the referee's instructions again from the app as it is now. */
export function refreshInstructions(db: Db, userId: string, matchId: string): Promise<ClaimRecord> {
  return db.transaction(async (tx) => {
    const locked = await lockMatch(tx, userId, matchId);
    requireRole(locked, 'referee', 'refresh the instructions');
    requireStatus(locked, ['ASSIGNED', 'USER_MARKED_DONE'], 'refresh its instructions');
    const updated = await save(tx, matchId, { instructions: buildClaimInstructions(locked.app, locked.match.code) });
    const parties = await emails(tx, updated);
    return toClaimRecord(updated, locked.app.name, parties.referrer);
  });
}

/**
 * Closes matches whose second party never confirmed receipt within the grace period: they end as
 * CONFIRMED, with the confirming party's reward recorded. Safe to run from several processes.
 */
export async function closeUnconfirmedMatches(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SECOND_CONFIRMATION_GRACE_DAYS * 24 * 60 * 60 * 1000);
  const closed = await db
    .update(matches)
    .set({ status: 'CONFIRMED', completedAt: now, updatedAt: now })
    .where(and(eq(matches.status, 'USER_MARKED_DONE'), sql`${matches.firstConfirmedAt} IS NOT NULL`, sql`${matches.firstConfirmedAt} <= ${cutoff}`))
    .returning({ id: matches.id });
  return closed.length;
}
