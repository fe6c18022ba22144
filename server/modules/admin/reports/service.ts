import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminReport, adminReportDecisionBody } from '#contract/admin/reports/schema.ts';
import { REPORT_ACTION_LABEL, REPORT_REASON_LABEL, type ReportAction } from '#contract/reports/rules.ts';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { apps, matches, referralCodes, reportMessages, reports, users } from '#server/db/schema.ts';
import { ConflictError, NotFoundError, UnprocessableError } from '#server/lib/errors.ts';
import { evidenceBytes } from '#server/modules/reports/evidence.ts';
import { unpauseCode } from '#server/modules/reports/pause.ts';
import { notifyMember, REPORT_CLOSED, type ReportRow } from '#server/modules/reports/service.ts';
import type { JsonText } from '#server/lib/json-text.ts';
import { withdrawCode } from '#server/modules/referral-codes/withdraw.ts';
import { endClaimsOnCode, offerNextCodes, type NextCodeWanted } from '#server/modules/referral-codes/end-claims.ts';
import { recordAudit } from '../audit/record.ts';
import { getAdminReport, NO_REPORT } from './queue.ts';

type DecisionBody = z.output<typeof adminReportDecisionBody>;

const NO_CODE = 'There is no referral code with that id';

/**
 * The team decides a report: the decision, what it does (pause or withdraw the match's code,
 * deactivate the reported member), the audit entries and both parties' notices, in one transaction.
 * Answers the ids of accounts whose sign-in changed, for the caller to forget.
 */
export async function decideReport(
  db: Db,
  adminId: string,
  reportId: string,
  body: DecisionBody,
): Promise<{ report: JsonText<AdminReport>; deactivated: string | null }> {
  const { deactivated, wanted } = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(reports).where(eq(reports.id, reportId)).for('update');
    if (!row) throw new NotFoundError(NO_REPORT);
    if (row.status !== 'OPEN') throw new ConflictError('This report has already been decided');
    if (body.status === 'DISMISSED' && body.action !== 'NONE') throw new UnprocessableError('A dismissed report takes no action; choose No action');
    const [match] = await tx
      .select({ id: matches.id, referrerId: matches.referrerId, refereeId: matches.refereeId, codeId: matches.referralCodeId, appName: apps.name })
      .from(matches)
      .innerJoin(apps, eq(apps.id, matches.appId))
      .where(eq(matches.id, row.matchId));
    const { deactivatedId, wanted: ended } = await takeAction(tx, adminId, body.action, row, match!.codeId);
    await tx
      .update(reports)
      .set({ status: body.status, resolution: body.resolution, action: body.action, decidedBy: adminId, resolvedAt: sql`now()`, updatedAt: new Date() })
      .where(eq(reports.id, reportId));
    await recordAudit(tx, {
      actorId: adminId,
      action: body.status === 'RESOLVED' ? 'report.resolve' : 'report.dismiss',
      entityType: 'report',
      entityId: reportId,
      before: { status: 'OPEN' },
      after: { status: body.status, resolution: body.resolution, action: body.action },
    });
    const outcome = body.status === 'RESOLVED' ? 'resolved' : 'dismissed';
    const done = body.action === 'NONE' ? '' : ` ${REPORT_ACTION_LABEL[body.action]}.`;
    for (const member of [match!.referrerId, match!.refereeId]) {
      await notifyMember(
        tx,
        member,
        match!.id,
        `Report ${outcome}`,
        `The team ${outcome} the report about your ${match!.appName} match (${REPORT_REASON_LABEL[row.reason].toLowerCase()}): ${body.resolution}${done}`,
        'REPORT_DECIDED',
      );
    }
    return { deactivated: deactivatedId, wanted: ended };
  });
  await offerNextCodes(db, wanted);
  return { report: await getAdminReport(db, reportId), deactivated };
}

type ActionTaken = { deactivatedId: string | null; wanted: NextCodeWanted[] };
const NOTHING_MORE: ActionTaken = { deactivatedId: null, wanted: [] };

/**
 * Carries out a decision's action inside its transaction, with its own audit entry; answers a
 * deactivated member's id, and the referees whose claims ended with a paused or withdrawn code.
 */
async function takeAction(tx: Tx, adminId: string, action: ReportAction, report: ReportRow, codeId: string | null): Promise<ActionTaken> {
  if (action === 'NONE') return NOTHING_MORE;
  if (action === 'DEACTIVATE_USER') {
    const [member] = report.againstId ? await tx.select().from(users).where(eq(users.id, report.againstId)).for('update') : [];
    if (!member) throw new UnprocessableError('The reported member’s account no longer exists');
    if (member.isAdmin) throw new UnprocessableError('An administrator’s account is not deactivated from a report; use User Management');
    if (!member.isActive) return NOTHING_MORE;
    await tx.update(users).set({ isActive: false, updatedAt: new Date() }).where(eq(users.id, member.id));
    await recordAudit(tx, {
      actorId: adminId,
      action: 'user.update',
      entityType: 'user',
      entityId: member.id,
      before: { is_active: true },
      after: { is_active: false },
    });
    return { deactivatedId: member.id, wanted: [] };
  }
  const verb = action === 'PAUSE_CODE' ? 'pause' : 'withdraw';
  const [code] = codeId ? await tx.select().from(referralCodes).where(eq(referralCodes.id, codeId)).for('update') : [];
  if (!code || code.status === 'WITHDRAWN') throw new UnprocessableError(`This match’s referral code is no longer offered, so there is nothing to ${verb}`);
  const reported = REPORT_REASON_LABEL[report.reason].toLowerCase();
  if (action === 'PAUSE_CODE') {
    if (code.status === 'PAUSED') return NOTHING_MORE;
    await tx.update(referralCodes).set({ status: 'PAUSED', updatedAt: new Date() }).where(eq(referralCodes.id, code.id));
    await recordAudit(tx, {
      actorId: adminId,
      action: 'referral_code.pause',
      entityType: 'referral_code',
      entityId: code.id,
      before: { status: code.status },
      after: { status: 'PAUSED' },
    });
    const wanted = await endClaimsOnCode(
      tx,
      code.id,
      'CODE_PAUSED',
      (appName) => `The ${appName} code you claimed was paused by the team after a report (${reported}).`,
    );
    return { deactivatedId: null, wanted };
  }
  const wanted = await withdrawCode(tx, code.id);
  await recordAudit(tx, {
    actorId: adminId,
    action: 'referral_code.withdraw',
    entityType: 'referral_code',
    entityId: code.id,
    before: { status: code.status },
    after: { status: 'WITHDRAWN' },
  });
  return { deactivatedId: null, wanted };
}

/** The team writes in an open report's thread; both parties are told. */
export async function addTeamMessage(db: Db, adminId: string, reportId: string, message: string): Promise<JsonText<AdminReport>> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(reports).where(eq(reports.id, reportId)).for('update');
    if (!row) throw new NotFoundError(NO_REPORT);
    if (row.status !== 'OPEN') throw new ConflictError(REPORT_CLOSED);
    await tx.insert(reportMessages).values({ reportId, authorId: adminId, authorRole: 'team', message });
    await tx.update(reports).set({ updatedAt: new Date() }).where(eq(reports.id, reportId));
    await recordAudit(tx, { actorId: adminId, action: 'report.message', entityType: 'report', entityId: reportId, before: null, after: { message } });
    const [match] = await tx
      .select({ referrerId: matches.referrerId, refereeId: matches.refereeId, appName: apps.name })
      .from(matches)
      .innerJoin(apps, eq(apps.id, matches.appId))
      .where(eq(matches.id, row.matchId));
    for (const member of [match!.referrerId, match!.refereeId]) {
      await notifyMember(
        tx,
        member,
        row.matchId,
        'The team wrote on a report',
        `The team wrote on the report about your ${match!.appName} match.`,
        'REPORT_MESSAGE',
      );
    }
  });
  return getAdminReport(db, reportId);
}

/** A report's screenshot, for the team. */
export async function adminEvidence(db: DbOrTx, reportId: string, evidenceId: string) {
  const [row] = await db.select({ id: reports.id }).from(reports).where(eq(reports.id, reportId));
  if (!row) throw new NotFoundError(NO_REPORT);
  return evidenceBytes(db, reportId, evidenceId);
}

/** The team puts a paused code back on offer; its owner is told. */
export async function restoreCode(db: Db, adminId: string, codeId: string): Promise<{ id: string; status: 'UNUSED' | 'ASSIGNED' | 'USED' }> {
  return db.transaction(async (tx) => {
    const [code] = await tx
      .select({ code: referralCodes, appName: apps.name })
      .from(referralCodes)
      .innerJoin(apps, eq(apps.id, referralCodes.appId))
      .where(eq(referralCodes.id, codeId))
      .for('update', { of: referralCodes });
    if (!code) throw new NotFoundError(NO_CODE);
    if (code.code.status !== 'PAUSED') throw new ConflictError('This referral code is not paused');
    const status = await unpauseCode(tx, codeId);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'referral_code.restore',
      entityType: 'referral_code',
      entityId: codeId,
      before: { status: 'PAUSED' },
      after: { status },
    });
    await notifyMember(
      tx,
      code.code.userId,
      null,
      `Your ${code.appName} code is back on offer`,
      `The team looked into the reports about your ${code.appName} code and put it back in the marketplace.`,
      'CODE_RESTORED',
    );
    return { id: codeId, status };
  });
}
