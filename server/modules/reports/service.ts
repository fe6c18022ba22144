import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { REPORT_MESSAGES_PER_PARTY, REPORT_PARTY_MESSAGES_FULL, REPORT_REASON_LABEL } from '#contract/reports/rules.ts';
import type { Report, ReportCreateBody, ReportEvidence, ReportMessage, ReportFields, ReportSummary } from '#contract/reports/schema.ts';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { runNamed } from '#server/db/prepared.ts';
import { isoTimestampSqlText as iso } from '#server/db/json-sql.ts';
import { JsonText } from '#server/lib/json-text.ts';
import { apps, matches, notifications, reportEvidence, reportMessages, reports, users } from '#server/db/schema.ts';
import { ConflictError, NotFoundError, isUniqueViolation } from '#server/lib/errors.ts';
import { pauseIfReportedDead } from './pause.ts';
import { FORMER_MEMBER } from '../reviews/dto.ts';
import { offerNextCodes } from '../referral-codes/end-claims.ts';

export type Role = 'referrer' | 'referee';
export type ReportRow = typeof reports.$inferSelect;
export type MatchParties = {
  id: string;
  status: string;
  referrerId: string | null;
  refereeId: string | null;
  referralCodeId: string | null;
  appName: string;
};

const NO_MATCH = 'There is no match with that id among yours';
const NO_REPORT = 'There is no report with that id among yours';
const ALREADY_OPEN = 'You already have an open report about this match';
export const REPORT_CLOSED = 'This report has been closed, so it takes no more messages';
export const TEAM = 'The Referral Exchange team';
/** The list of a person's reports is short in practice; this bounds it. */
const MINE_LIMIT = 100;

const roleOf = (match: MatchParties, userId: string): Role | null => (match.refereeId === userId ? 'referee' : match.referrerId === userId ? 'referrer' : null);
const otherOf = (match: MatchParties, role: Role) => (role === 'referee' ? match.referrerId : match.refereeId);

async function matchOf(db: DbOrTx, matchId: string): Promise<MatchParties | null> {
  const [row] = await db
    .select({
      id: matches.id,
      status: matches.status,
      referrerId: matches.referrerId,
      refereeId: matches.refereeId,
      referralCodeId: matches.referralCodeId,
      appName: apps.name,
    })
    .from(matches)
    .innerJoin(apps, eq(apps.id, matches.appId))
    .where(eq(matches.id, matchId));
  return row ?? null;
}

const authorName = (role: string, username: string | null) => (role === 'team' ? TEAM : (username ?? FORMER_MEMBER));

type Attachments = Pick<Report, 'messages' | 'evidence'>;

/** The threads and screenshots (described, without their bytes) of several reports, oldest first, by report id. */
async function threadsAndEvidence(db: DbOrTx, reportIds: readonly string[]): Promise<Map<string, Attachments>> {
  const found = new Map<string, Attachments>(reportIds.map((id) => [id, { messages: [], evidence: [] }]));
  if (reportIds.length === 0) return found;
  const [messageRows, evidenceRows] = await Promise.all([
    db
      .select({ message: reportMessages, username: users.username })
      .from(reportMessages)
      .leftJoin(users, eq(users.id, reportMessages.authorId))
      .where(inArray(reportMessages.reportId, [...reportIds]))
      .orderBy(asc(reportMessages.createdAt), asc(reportMessages.id)),
    db
      .select({
        id: reportEvidence.id,
        reportId: reportEvidence.reportId,
        authorRole: reportEvidence.authorRole,
        contentType: reportEvidence.contentType,
        width: reportEvidence.width,
        height: reportEvidence.height,
        bytes: sql<number>`octet_length(${reportEvidence.content})`.mapWith(Number),
        createdAt: reportEvidence.createdAt,
        username: users.username,
      })
      .from(reportEvidence)
      .leftJoin(users, eq(users.id, reportEvidence.authorId))
      .where(inArray(reportEvidence.reportId, [...reportIds]))
      .orderBy(asc(reportEvidence.createdAt), asc(reportEvidence.id)),
  ]);
  for (const { message, username } of messageRows) {
    found.get(message.reportId)!.messages.push({
      id: message.id,
      author: message.authorRole as ReportMessage['author'],
      author_name: authorName(message.authorRole, username),
      message: message.message,
      created_at: message.createdAt.toISOString(),
    });
  }
  for (const row of evidenceRows) {
    found.get(row.reportId)!.evidence.push({
      id: row.id,
      author: row.authorRole as ReportEvidence['author'],
      author_name: authorName(row.authorRole, row.username),
      content_type: row.contentType as ReportEvidence['content_type'],
      width: row.width,
      height: row.height,
      bytes: row.bytes,
      created_at: row.createdAt.toISOString(),
    });
  }
  return found;
}

/** The thread and the screenshots of a report, as both the parties' and the team's answers carry them. */
export async function threadAndEvidence(db: DbOrTx, reportId: string): Promise<Attachments> {
  return (await threadsAndEvidence(db, [reportId])).get(reportId)!;
}

export function toSummary(row: ReportRow, appName: string, callerRole: Role | null): ReportFields {
  return {
    id: row.id,
    match_id: row.matchId,
    app_name: appName,
    reason: row.reason,
    status: row.status,
    reporter_role: row.reporterRole as Role,
    mine: callerRole !== null && callerRole === row.reporterRole,
    resolution: row.resolution,
    action: row.action,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Tells a member about a report or their code, replacing an unread notice of the same kind for the same match. */
export async function notifyMember(tx: Tx, userId: string | null, matchId: string | null, title: string, message: string, type: string): Promise<void> {
  if (!userId) return;
  // A newer notice of the same kind replaces an unread one for the same match (one unread per match and step).
  if (matchId) {
    await tx
      .delete(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.matchId, matchId), eq(notifications.type, type), eq(notifications.status, 'UNREAD')));
  }
  await tx.insert(notifications).values({ userId, matchId, type, title, message });
}

/**
 * A party reports a problem with a match that is not cancelled: the report opens with their message
 * as its thread's first, and the other party is told. One open report per party and match. A
 * referee's report that the code is dead may take it out of the marketplace (pause.ts).
 */
export async function createReport(db: Db, userId: string, matchId: string, body: ReportCreateBody): Promise<Report> {
  const { report, wanted } = await db
    .transaction(async (tx) => {
      const match = await matchOf(tx, matchId);
      const role = match ? roleOf(match, userId) : null;
      if (!match || !role) throw new NotFoundError(NO_MATCH);
      if (match.status === 'CANCELLED') throw new ConflictError('This match was cancelled, so there is nothing to report');
      const [open] = await tx
        .select({ id: reports.id })
        .from(reports)
        .where(and(eq(reports.matchId, matchId), eq(reports.reporterRole, role), eq(reports.status, 'OPEN')));
      if (open) throw new ConflictError(ALREADY_OPEN);
      const [created] = await tx
        .insert(reports)
        .values({ matchId, reporterId: userId, reporterRole: role, againstId: otherOf(match, role), reason: body.reason })
        .returning();
      await tx.insert(reportMessages).values({ reportId: created!.id, authorId: userId, authorRole: role, message: body.message });
      await notifyMember(
        tx,
        otherOf(match, role),
        matchId,
        'A problem was reported',
        `The other party of your ${match.appName} match reported a problem: ${REPORT_REASON_LABEL[body.reason].toLowerCase()}. Read it and answer on the match.`,
        'REPORT_OPENED',
      );
      const ended = role === 'referee' && match.referralCodeId ? await pauseIfReportedDead(tx, match.referralCodeId, match) : [];
      return { report: { ...toSummary(created!, match.appName, role), ...(await threadAndEvidence(tx, created!.id)) }, wanted: ended };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'reports_one_open_per_match_party')) throw new ConflictError(ALREADY_OPEN);
      throw error;
    });
  await offerNextCodes(db, wanted);
  return report;
}

/** A report and its match, for either party of the match; anyone else 404. Locked for a write when asked. */
export async function reportFor(db: DbOrTx, userId: string, reportId: string, lock = false): Promise<{ row: ReportRow; match: MatchParties; role: Role }> {
  const query = db.select().from(reports).where(eq(reports.id, reportId));
  const [row] = lock ? await query.for('update') : await query;
  const match = row ? await matchOf(db, row.matchId) : null;
  const role = match ? roleOf(match, userId) : null;
  if (!row || !match || !role) throw new NotFoundError(NO_REPORT);
  return { row, match, role };
}

export async function getReport(db: DbOrTx, userId: string, reportId: string): Promise<Report> {
  const { row, match, role } = await reportFor(db, userId, reportId);
  return { ...toSummary(row, match.appName, role), ...(await threadAndEvidence(db, row.id)) };
}

/**
 * Either party answers in an open report's thread, up to REPORT_MESSAGES_PER_PARTY messages each
 * (counted with the report's row locked, so two sent together are counted one after the other);
 * the other party is told.
 */
export function addReportMessage(db: Db, userId: string, reportId: string, message: string): Promise<Report> {
  return db.transaction(async (tx) => {
    const { row, match, role } = await reportFor(tx, userId, reportId, true);
    if (row.status !== 'OPEN') throw new ConflictError(REPORT_CLOSED);
    const [written] = await tx
      .select({ messages: count() })
      .from(reportMessages)
      .where(and(eq(reportMessages.reportId, reportId), eq(reportMessages.authorRole, role)));
    if ((written?.messages ?? 0) >= REPORT_MESSAGES_PER_PARTY) throw new ConflictError(REPORT_PARTY_MESSAGES_FULL);
    await tx.insert(reportMessages).values({ reportId, authorId: userId, authorRole: role, message });
    await tx.update(reports).set({ updatedAt: new Date() }).where(eq(reports.id, reportId));
    await notifyMember(
      tx,
      otherOf(match, role),
      match.id,
      'New message on a report',
      `There is a new message on the report about your ${match.appName} match.`,
      'REPORT_MESSAGE',
    );
    return { ...toSummary(row, match.appName, role), ...(await threadAndEvidence(tx, reportId)) };
  });
}

/**
 * The reports about the caller's matches (`$1`), made by them or by the other party, newest first,
 * at most MINE_LIMIT, each as `toSummary` maps it for the caller's side of its match, with whether they
 * have written in its thread (its index by report leads): the JSON the database writes, one value,
 * so that the dashboard's statement holds it as one of its columns (dashboard/service.ts).
 */
export const MY_REPORTS = {
  name: 'reports_mine_json',
  text: `SELECT coalesce(json_agg(json_build_object('id', r.id, 'match_id', r.match_id, 'app_name', r.app_name, 'reason', r.reason,
        'status', r.status, 'reporter_role', r.reporter_role, 'mine', r.reporter_role = r.role, 'resolution', r.resolution,
        'action', r.action, 'resolved_at', ${iso('r.resolved_at')}, 'created_at', ${iso('r.created_at')},
        'replied', EXISTS (SELECT 1 FROM report_messages rm WHERE rm.report_id = r.id AND rm.author_role = r.role))
      ORDER BY r.created_at DESC, r.id DESC), '[]')::text AS body
    FROM (SELECT r.*, a.name AS app_name, side.role
      FROM matches m JOIN reports r ON r.match_id = m.id JOIN apps a ON a.id = m.app_id
      CROSS JOIN LATERAL (SELECT CASE WHEN m.referee_id = $1 THEN 'referee' ELSE 'referrer' END AS role) side
      WHERE m.referrer_id = $1 OR m.referee_id = $1
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT ${MINE_LIMIT}) r`,
};

export async function listMyReports(db: DbOrTx, userId: string): Promise<JsonText<ReportSummary[]>> {
  const [row] = await runNamed<{ body: string }>(db, MY_REPORTS.name, MY_REPORTS.text, [userId]);
  return new JsonText(row!.body);
}
