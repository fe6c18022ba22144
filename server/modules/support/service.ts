import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import {
  SUPPORT_MINE_LIMIT,
  SUPPORT_REQUEST_CLOSED,
  SUPPORT_THREAD_FULL,
  SUPPORT_THREAD_MAX,
  SUPPORT_TOO_MANY_WAITING,
  SUPPORT_WAITING_MAX,
} from '#contract/support/rules.ts';
import type { SupportMessage, SupportRequest, SupportRequestCreateBody, SupportRequestSummary } from '#contract/support/schema.ts';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { apps, matches, supportMessages, supportRequests, users } from '#server/db/schema.ts';
import { ConflictError, NotFoundError } from '#server/lib/errors.ts';
import { isoTimestampSqlText as iso } from '#server/db/json-sql.ts';
import { runNamed } from '#server/db/prepared.ts';
import { JsonText } from '#server/lib/json-text.ts';
import { TEAM } from '../reports/service.ts';
import { FORMER_MEMBER } from '../reviews/dto.ts';
import { isPaidFeaturesEnabled } from '../settings/service.ts';
import { isPremium } from '../subscription/plan.ts';

type SupportRow = typeof supportRequests.$inferSelect;
/** A request with the app and status of the match it is about (null when none, or gone). */
type SupportRowWithMatch = { request: SupportRow; appName: string | null; matchStatus: (typeof matches.$inferSelect)['status'] | null };

const NO_MATCH = 'There is no match with that id among yours';
const NO_REQUEST = 'There is no support request with that id among yours';

/** Support requests with the app and status of their match, for a `where` to narrow. */
function requestsWithMatch(db: DbOrTx) {
  return db
    .select({ request: supportRequests, appName: apps.name, matchStatus: matches.status })
    .from(supportRequests)
    .leftJoin(matches, eq(matches.id, supportRequests.matchId))
    .leftJoin(apps, eq(apps.id, matches.appId));
}

function toSummary({ request, appName }: Pick<SupportRowWithMatch, 'request' | 'appName'>): SupportRequestSummary {
  return {
    id: request.id,
    subject: request.subject,
    status: request.status,
    priority: request.priority,
    match_id: request.matchId,
    app_name: appName,
    created_at: request.createdAt.toISOString(),
    updated_at: request.updatedAt.toISOString(),
  };
}

/** The threads of several requests, each oldest first, by request id: the member's messages under their username, the team's as the team. */
async function threadsOf(db: DbOrTx, requestIds: readonly string[]): Promise<Map<string, SupportMessage[]>> {
  const threads = new Map<string, SupportMessage[]>(requestIds.map((id) => [id, []]));
  if (requestIds.length === 0) return threads;
  const rows = await db
    .select({ message: supportMessages, username: users.username })
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.authorId))
    .where(inArray(supportMessages.requestId, [...requestIds]))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  for (const { message, username } of rows) {
    threads.get(message.requestId)!.push({
      id: message.id,
      author: message.fromTeam ? 'team' : 'member',
      author_name: message.fromTeam ? TEAM : (username ?? FORMER_MEMBER),
      message: message.message,
      created_at: message.createdAt.toISOString(),
    });
  }
  return threads;
}

/** One request as its member reads it: the request and its whole thread. */
async function withThread(db: DbOrTx, row: SupportRowWithMatch): Promise<SupportRequest> {
  return { ...toSummary(row), messages: (await threadsOf(db, [row.request.id])).get(row.request.id)! };
}

/** Refuses another message in a thread that already holds SUPPORT_THREAD_MAX. */
export async function refuseWhenThreadFull(tx: Tx, requestId: string): Promise<void> {
  const [counted] = await tx.select({ messages: count() }).from(supportMessages).where(eq(supportMessages.requestId, requestId));
  if ((counted?.messages ?? 0) >= SUPPORT_THREAD_MAX) throw new ConflictError(SUPPORT_THREAD_FULL);
}

/**
 * A member asks the team for help, about one of their matches or not: the request opens with their
 * message as its thread's first. It is marked priority when they are Premium while paid plans are
 * on. At most SUPPORT_WAITING_MAX of a person's requests wait for an answer at once; the person's
 * row is locked while they are counted, so two sent together are counted one after the other.
 */
export function createSupportRequest(db: Db, userId: string, body: SupportRequestCreateBody): Promise<SupportRequest> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
    if (!member) throw new NotFoundError('Your account no longer exists');
    if (body.match_id) {
      const [match] = await tx
        .select({ id: matches.id })
        .from(matches)
        .where(and(eq(matches.id, body.match_id), or(eq(matches.referrerId, userId), eq(matches.refereeId, userId))));
      if (!match) throw new NotFoundError(NO_MATCH);
    }
    const [waiting] = await tx
      .select({ requests: count() })
      .from(supportRequests)
      .where(and(eq(supportRequests.userId, userId), eq(supportRequests.status, 'OPEN')));
    if ((waiting?.requests ?? 0) >= SUPPORT_WAITING_MAX) throw new ConflictError(SUPPORT_TOO_MANY_WAITING);
    const priority = (await isPaidFeaturesEnabled(tx)) && isPremium(member);
    const [created] = await tx
      .insert(supportRequests)
      .values({ userId, matchId: body.match_id ?? null, subject: body.subject, priority })
      .returning({ id: supportRequests.id });
    await tx.insert(supportMessages).values({ requestId: created!.id, authorId: userId, fromTeam: false, message: body.message });
    return withThread(tx, (await requestsWithMatch(tx).where(eq(supportRequests.id, created!.id)))[0]!);
  });
}

/**
 * The caller's requests, newest first (at most SUPPORT_MINE_LIMIT), without their threads, as the
 * JSON the database writes (`toSummary`'s twin: support.test.ts holds each to the request's own
 * answer); one named statement, served by (user_id, created_at).
 */
const MY_REQUESTS = {
  name: 'support_requests_mine_json',
  text: `SELECT coalesce(json_agg(json_build_object('id', s.id, 'subject', s.subject, 'status', s.status, 'priority', s.priority,
      'match_id', s.match_id, 'app_name', a.name, 'created_at', ${iso('s.created_at')}, 'updated_at', ${iso('s.updated_at')})
      ORDER BY s.created_at DESC, s.id DESC), '[]')::text AS body
    FROM (SELECT * FROM support_requests WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${SUPPORT_MINE_LIMIT}) s
    LEFT JOIN matches m ON m.id = s.match_id LEFT JOIN apps a ON a.id = m.app_id`,
};

export async function listMySupportRequests(db: DbOrTx, userId: string): Promise<JsonText<SupportRequestSummary[]>> {
  const [row] = await runNamed<{ body: string }>(db, MY_REQUESTS.name, MY_REQUESTS.text, [userId]);
  return new JsonText(row!.body);
}

/** One of the caller's requests; anyone else's, or an unknown one, is 404. Locked for a write when asked. */
async function myRequest(db: DbOrTx, userId: string, requestId: string, lock = false): Promise<SupportRowWithMatch> {
  const query = requestsWithMatch(db).where(and(eq(supportRequests.id, requestId), eq(supportRequests.userId, userId)));
  const [row] = lock ? await query.for('update', { of: supportRequests }) : await query;
  if (!row) throw new NotFoundError(NO_REQUEST);
  return row;
}

export async function getMySupportRequest(db: DbOrTx, userId: string, requestId: string): Promise<SupportRequest> {
  return withThread(db, await myRequest(db, userId, requestId));
}

/** The member writes again in their request's thread; an answered request goes back to the team's queue. A closed one takes nothing. */
export function addMemberMessage(db: Db, userId: string, requestId: string, message: string): Promise<SupportRequest> {
  return db.transaction(async (tx) => {
    const row = await myRequest(tx, userId, requestId, true);
    if (row.request.status === 'CLOSED') throw new ConflictError(SUPPORT_REQUEST_CLOSED);
    await refuseWhenThreadFull(tx, requestId);
    await tx.insert(supportMessages).values({ requestId, authorId: userId, fromTeam: false, message });
    const [updated] = await tx.update(supportRequests).set({ status: 'OPEN', updatedAt: new Date() }).where(eq(supportRequests.id, requestId)).returning();
    return withThread(tx, { ...row, request: updated! });
  });
}

/** The caller's requests and their threads, for Download my data. */
export async function supportRequestsForExport(db: DbOrTx, userId: string) {
  const rows = await requestsWithMatch(db).where(eq(supportRequests.userId, userId)).orderBy(asc(supportRequests.createdAt));
  const threads = await threadsOf(
    db,
    rows.map(({ request }) => request.id),
  );
  return rows.map((row) => ({
    ...toSummary(row),
    messages: threads.get(row.request.id)!.map(({ author, message, created_at }) => ({ by: author === 'member' ? 'me' : 'team', message, created_at })),
  }));
}
