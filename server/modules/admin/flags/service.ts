import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ADMIN_PAGE_SIZE } from '#contract/admin/rules.ts';
import { FLAG_DECIDED, NO_FLAG, type FlagSign } from '#contract/admin/flags/rules.ts';
import type { AdminFlagsQuery, ReferralFlag, ReferralFlagPage } from '#contract/admin/flags/schema.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { apps, matches, referralCodes, referralFlags, referralFlagTotals, users } from '#server/db/schema.ts';
import { ConflictError, NotFoundError } from '#server/lib/errors.ts';
import { cancelMatchesInProgress } from '#server/modules/matches/cancel-in-progress.ts';
import { notifyMember } from '#server/modules/reports/service.ts';
import { endClaimsOnCode, offerNextCodes, type NextCodeWanted } from '#server/modules/referral-codes/end-claims.ts';
import { recordAudit } from '../audit/record.ts';

const referrer = alias(users, 'referrer');
const referee = alias(users, 'referee');
const decider = alias(users, 'decider');

/** Flags with their match, app and people, as the team sees them. */
function flagRows(db: DbOrTx) {
  return db
    .select({
      flag: referralFlags,
      appName: apps.name,
      code: matches.code,
      matchStatus: matches.status,
      referrer: { id: referrer.id, username: referrer.username, email: referrer.email },
      referee: { id: referee.id, username: referee.username, email: referee.email },
      decidedBy: decider.username,
    })
    .from(referralFlags)
    .innerJoin(matches, eq(matches.id, referralFlags.matchId))
    .innerJoin(apps, eq(apps.id, matches.appId))
    .leftJoin(referrer, eq(referrer.id, matches.referrerId))
    .leftJoin(referee, eq(referee.id, matches.refereeId))
    .leftJoin(decider, eq(decider.id, referralFlags.decidedBy));
}

type FlagRow = Awaited<ReturnType<ReturnType<typeof flagRows>['where']>>[number];

function toFlagDto(row: FlagRow): ReferralFlag {
  const { flag } = row;
  return {
    id: flag.id,
    match_id: flag.matchId,
    app_name: row.appName,
    code: row.code,
    match_status: row.matchStatus,
    referrer: row.referrer?.id ? row.referrer : null,
    referee: row.referee?.id ? row.referee : null,
    signs: flag.signs as FlagSign[],
    shared_addresses: flag.sharedAddresses,
    status: flag.status,
    created_at: flag.createdAt.toISOString(),
    decided_at: flag.decidedAt?.toISOString() ?? null,
    decided_by: row.decidedBy,
    decision_reason: flag.decisionReason,
  };
}

/**
 * The flags of one status, 20 a page: OPEN, the longest waiting first (the partial index on open
 * flags); CLEARED or CANCELLED, the most recently decided first (the index on status and decision).
 * The total is kept as flags are written (referral_flag_totals).
 */
export async function listFlags(db: Db, query: AdminFlagsQuery): Promise<ReferralFlagPage> {
  // One generic plan per connection for the page's join of six tables: PostgreSQL would otherwise plan
  // it again for every page (2.5 ms of planning against 0.6 ms of work), as it keeps choosing custom plans.
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
    // The total as the trigger keeps it (referral_flag_totals, migration 0045), not a count of the flags.
    const [counted] = await tx
      .select({ total: sql<number>`coalesce(sum(${referralFlagTotals.flags}), 0)::int` })
      .from(referralFlagTotals)
      .where(eq(referralFlagTotals.status, sql.placeholder('status')))
      .prepare('admin_flag_total')
      .execute({ status: query.status });
    const page = { status: query.status, offset: (query.page - 1) * ADMIN_PAGE_SIZE };
    const paged = (where: SQL, order: SQL[], name: string) =>
      flagRows(tx)
        .where(where)
        .orderBy(...order)
        .limit(ADMIN_PAGE_SIZE)
        .offset(sql.placeholder('offset'))
        .prepare(name)
        .execute(page);
    // Written out, not bound, for the open ones: a bound status cannot match the partial index's condition.
    const rows =
      query.status === 'OPEN'
        ? await paged(sql`${referralFlags.status} = 'OPEN'`, [asc(referralFlags.createdAt), asc(referralFlags.id)], 'admin_flags_open')
        : await paged(eq(referralFlags.status, sql.placeholder('status')), [desc(referralFlags.decidedAt), desc(referralFlags.id)], 'admin_flags_decided');
    const total = counted?.total ?? 0;
    return { items: rows.map(toFlagDto), page: query.page, total, total_pages: Math.ceil(total / ADMIN_PAGE_SIZE) };
  }, READ_ONLY);
}

/** The page's reads see one snapshot and write nothing. */
const READ_ONLY = { accessMode: 'read only' } as const;

async function flagOf(db: DbOrTx, flagId: string): Promise<ReferralFlag> {
  const [row] = await flagRows(db).where(eq(referralFlags.id, flagId));
  if (!row) throw new NotFoundError(NO_FLAG);
  return toFlagDto(row);
}

/** The open flag, locked for its decision: 404 when there is none, 409 once decided. */
async function openFlag(tx: DbOrTx, flagId: string) {
  const [flag] = await tx.select().from(referralFlags).where(eq(referralFlags.id, flagId)).for('update');
  if (!flag) throw new NotFoundError(NO_FLAG);
  if (flag.status !== 'OPEN') throw new ConflictError(FLAG_DECIDED);
  return flag;
}

/** The team looked and found nothing wrong: the flag is closed with the reason, audited; the match goes on. */
export async function clearFlag(db: Db, adminId: string, flagId: string, reason: string): Promise<ReferralFlag> {
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
export async function cancelFlaggedMatch(db: Db, adminId: string, flagId: string, reason: string): Promise<ReferralFlag> {
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
