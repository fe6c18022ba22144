import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatPence } from '#contract/shared/money.ts';
import { rewardRange } from '#contract/apps/rules.ts';
import type { ClaimRecord, ConfirmReceiptBody, Match } from '#contract/matches/schema.ts';
import type { MatchRole } from '#contract/matches/rules.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { apps, matches, notifications, reviews, trackRecords, users } from '#server/db/schema.ts';
import { ConflictError, ForbiddenError, NotFoundError, UnprocessableError } from '#server/lib/errors.ts';
import { toAppSummary, type AppRow } from '../apps/dto.ts';
import type { TrackCounts } from '../members/track-record.ts';
import { toClaimRecord, toMatchDto, type MatchRow } from './dto.ts';
import { buildClaimInstructions } from './instructions.ts';
import { claim } from './claim.ts';
import { releaseClaims } from './release-claims.ts';
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

/**
 * Tells a party about a step of their match. The newest notice of a step replaces an unread older
 * one (marked complete, undone, marked again leaves one "Sign-up marked complete"), and a step that takes
 * another back removes that one's unread notice (`supersedes`), which is no longer true.
 */
async function notify(
  tx: Tx,
  userId: string | null,
  matchId: string,
  notice: { type: string; title: string; message: string; supersedes?: string[] },
): Promise<void> {
  if (!userId) return;
  const { type, title, message, supersedes = [] } = notice;
  await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.matchId, matchId),
        inArray(notifications.type, [type, ...supersedes]),
        eq(notifications.status, 'UNREAD'),
      ),
    );
  await tx.insert(notifications).values({ userId, matchId, type, title, message });
}

type Party = { email: string; username: string; track: TrackCounts | null };

async function parties(tx: Tx, match: MatchRow): Promise<{ referrer: Party | null; referee: Party | null }> {
  const ids = [match.referrerId, match.refereeId].filter((id): id is string => id !== null);
  const rows = ids.length
    ? await tx
        .select({ id: users.id, email: users.email, username: users.username, track: trackRecords })
        .from(users)
        .leftJoin(trackRecords, eq(trackRecords.userId, users.id))
        .where(inArray(users.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const party = (id: string | null) => (id ? (byId.get(id) ?? null) : null);
  return { referrer: party(match.referrerId), referee: party(match.refereeId) };
}

async function answer(tx: Tx, locked: Locked, updated: MatchRow): Promise<Match> {
  const { referrer, referee } = await parties(tx, updated);
  const other = locked.role === 'referee' ? referrer : referee;
  const [mine] = await tx
    .select({ rating: reviews.rating })
    .from(reviews)
    .where(and(eq(reviews.matchId, updated.id), eq(reviews.reviewerRole, locked.role)));
  return toMatchDto(updated, locked.role, locked.app, referrer?.email ?? null, referee?.email ?? null, {
    other: other ? { username: other.username, track: other.track } : null,
    myReviewRating: mine?.rating ?? null,
  });
}

async function save(tx: Tx, id: string, changes: Partial<typeof matches.$inferInsert>): Promise<MatchRow> {
  const [row] = await tx
    .update(matches)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(matches.id, id))
    .returning();
  return row!;
}

/**
 * The referee gives up a match still in progress: its use goes back to the code (and to whoever
 * waits for it) and to the referee's plan counter.
 */
export async function cancelMatch(db: Db, userId: string, matchId: string): Promise<Match> {
  const cancelled = await db.transaction(async (tx) => {
    const locked = await lockMatch(tx, userId, matchId);
    requireRole(locked, 'referee', 'cancel this match');
    requireStatus(locked, ['ASSIGNED'], 'cancel it');
    const updated = await save(tx, matchId, { status: 'CANCELLED', cancelledAt: new Date(), cancelReason: 'CANCELLED_BY_REFEREE' });
    await releaseClaims(tx, [{ id: matchId, refereeId: locked.match.refereeId, referralCodeId: locked.match.referralCodeId, wasAssigned: true }]);
    await notify(tx, locked.match.referrerId, matchId, {
      type: 'MATCH_CANCELLED',
      title: 'Match cancelled',
      message: `A ${locked.app.name} sign-up with your code was cancelled, so the use is free again.`,
    });
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
    const [referee] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
    const refereeName = referee?.username ?? 'The person signing up';
    await notify(tx, locked.match.referrerId, matchId, {
      type: 'REFERRAL_MARKED_DONE',
      title: 'Sign-up marked complete',
      message: `${refereeName} says they have signed up to ${locked.app.name} with your code. ${locked.app.name} decides the reward: confirm it here when it reaches you.`,
      supersedes: ['REFERRAL_MARKED_UNDONE'],
    });
    return answer(tx, locked, updated);
  });
}

/** The referee takes back "complete", possible only before either party has confirmed receipt; the referrer is told. */
export function undoComplete(db: Db, userId: string, matchId: string): Promise<Match> {
  return db.transaction(async (tx) => {
    const locked = await lockMatch(tx, userId, matchId);
    requireRole(locked, 'referee', 'undo the completion');
    requireStatus(locked, ['USER_MARKED_DONE'], 'undo the completion');
    if (locked.match.referrerConfirmedReceipt || locked.match.refereeConfirmedReceipt) {
      throw new ConflictError('A reward has already been confirmed for this match, so the completion cannot be undone');
    }
    const updated = await save(tx, matchId, { status: 'ASSIGNED', rewardCountdownStartedAt: null, rewardOverdueNoticeSentAt: null });
    await notify(tx, locked.match.referrerId, matchId, {
      type: 'REFERRAL_MARKED_UNDONE',
      title: 'Sign-up not complete after all',
      message: `The person signing up to ${locked.app.name} with your code says their sign-up is not finished yet, so no reward is due yet.`,
      supersedes: ['REFERRAL_MARKED_DONE'],
    });
    return answer(tx, locked, updated);
  });
}

function rewardRangeOf(app: AppRow, role: MatchRole) {
  return rewardRange(toAppSummary(app), role);
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

    const range = rewardRangeOf(app, role);
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
    const otherHasNoReward = rewardRangeOf(app, other).maxPence === 0;
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
    await notify(tx, otherId, matchId, {
      type: 'PAYOUT_PROCESSED',
      title: 'Reward confirmed',
      message: `The other party confirmed receiving their ${app.name} reward.`,
    });
    if (completes) {
      // Each is asked to rate the other: track records are what members choose codes by.
      const parties = [match.referrerId, match.refereeId].filter((id) => id !== null);
      const names = new Map(
        (await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, parties))).map((row) => [row.id, row.username]),
      );
      for (const [partyId, otherId] of [
        [match.referrerId, match.refereeId],
        [match.refereeId, match.referrerId],
      ] as const) {
        const other = otherId ? names.get(otherId) : undefined;
        const rate = other ? ` Rate ${other} for it: your rating helps other members choose.` : '';
        await notify(tx, partyId, matchId, {
          type: 'REFERRAL_COMPLETED',
          title: 'Referral completed',
          message: `Your ${app.name} referral is complete.${rate}`,
        });
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
    const { referrer } = await parties(tx, updated);
    return toClaimRecord(updated, locked.app.name, referrer?.email ?? null);
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
