import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../db/client.ts';
import { runNamed } from '../db/prepared.ts';
import { BATCHED_READ_HEADER } from '../modules/batch/batched-read.ts';

/**
 * What a member's read shows: only their own rows and the apps and people those rows name
 * ('member'), or also what every member sees, the offers, catalogue, track records and reviews
 * ('marketplace'). Reads not named here (downloads, the event stream, the sessions list, whose
 * "last used" moves with every request) answer without an ETag.
 */
export const CONDITIONAL_READS: Record<string, 'member' | 'marketplace'> = {
  '/api/auth/me': 'member',
  '/api/auth/notification-preferences': 'member',
  '/api/user-apps': 'member',
  '/api/matches/summary': 'member',
  '/api/notifications': 'member',
  '/api/notifications/unread-count': 'member',
  '/api/reports/mine': 'member',
  '/api/reports/:id': 'member',
  '/api/support/requests/mine': 'member',
  '/api/support/requests/:id': 'member',
  '/api/subscription/status': 'member',
  '/api/dashboard': 'marketplace',
  // A code's place in the rotation moves when another member's code of its app is handed out or shared.
  '/api/referral-codes/mine': 'marketplace',
  // Each match shows the other party's record, which moves with their matches with other people.
  '/api/matches/mine': 'marketplace',
  '/api/referral-codes/available': 'marketplace',
  '/api/referral-codes/available/summary': 'marketplace',
  '/api/referral-codes/claimed': 'marketplace',
  '/api/matches/waiting': 'marketplace',
  '/api/matches/opportunities': 'marketplace',
  '/api/members/:username': 'marketplace',
  '/api/members/:username/reviews': 'marketplace',
  '/api/analytics/summary': 'marketplace',
};

/**
 * An answer also follows the clock (a plan or an early-access window that ends, an offer past its
 * expiry date, the weeks a summary covers), which no write moves: the ETag names the minute too, so
 * a kept answer is never more than a minute behind the clock.
 */
const CLOCK_STEP_MS = 60_000;

/**
 * The versions an ETag is made from, in one round trip: the member's (their changes of the last
 * quarter of an hour, as a sum of hashed ids that any row added or purged moves), the marketplace's,
 * and the settings every answer follows.
 */
const VERSIONS_SQL = `SELECT
  (SELECT sum(hashint8(id)) FROM member_changes WHERE user_id = $1) AS member,
  (SELECT sum(version) FROM marketplace_versions) AS marketplace,
  (SELECT string_agg(setting_key || '=' || setting_value::text, ',' ORDER BY setting_key) FROM system_settings) AS settings`;

type Versions = { member: string | number | null; marketplace: string | number | null; settings: string | null };

/** How long a member's change is kept: purging it moves their version once more, so a read asked again then is answered in full. */
const CHANGES_KEPT = '15 minutes';

/** Purges the members' changes older than CHANGES_KEPT (a job, server/jobs.ts); answers how many went. Safe from several processes at once. */
export async function purgeOldMemberChanges(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ purged: number }>(
    db,
    sql`WITH gone AS (DELETE FROM member_changes WHERE changed_at < now() - ${CHANGES_KEPT}::interval RETURNING 1) SELECT count(*)::int AS purged FROM gone`,
  );
  return row?.purged ?? 0;
}

/**
 * The query parameters a browser adds only so that no cache along the way answers for the server
 * (user-side.md: the catalogue, the offers and the dashboard are asked with a timestamp): they
 * change nothing in the answer, so they are no part of its tag.
 */
const CACHE_BUSTING_PARAMS = ['_t', '_'];

/** The address an answer is for: the request's, less the cache-busting parameters. */
export function answerAddress(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  for (const name of CACHE_BUSTING_PARAMS) query.delete(name);
  const rest = query.toString();
  return rest ? `${url.slice(0, at)}?${rest}` : url.slice(0, at);
}

async function readVersions(db: Db, userId: string): Promise<Versions | undefined> {
  const [versions] = await runNamed<Versions>(db, 'answer_versions', VERSIONS_SQL, [userId]);
  return versions;
}

/**
 * The versions read for the reads of one GET /api/batch, by the batch's key and then by member:
 * the first of its reads to need them reads them, the others wait for that one, so a batch of four
 * reads reads them once rather than four times (each read's tag is made from them as if asked
 * alone). A key is random and lives only while its batch runs; a request from outside naming a key
 * finds none (or, guessing a live one, only its own member's versions) and reads its own.
 */
const batchVersions = new Map<string, Map<string, Promise<Versions | undefined>>>();

/** Runs a batch's reads with a key they carry (in the batched-read header) to share one read of the versions. */
export async function withSharedVersions<T>(run: (key: string) => Promise<T>): Promise<T> {
  const key = randomUUID();
  batchVersions.set(key, new Map());
  try {
    return await run(key);
  } finally {
    batchVersions.delete(key);
  }
}

/** The versions for this request's member: its batch's, when it is one of a batch's reads, else read now. */
function versionsFor(db: Db, request: FastifyRequest, userId: string): Promise<Versions | undefined> {
  const key = request.headers[BATCHED_READ_HEADER];
  const shared = typeof key === 'string' ? batchVersions.get(key) : undefined;
  if (!shared) return readVersions(db, userId);
  let versions = shared.get(userId);
  if (!versions) shared.set(userId, (versions = readVersions(db, userId)));
  return versions;
}

/** The ETag of a member's read as things stand: weak (the body is the same in meaning, not necessarily in bytes, compressed or not). */
async function answerTag(db: Db, request: FastifyRequest, userId: string, reads: 'member' | 'marketplace', now = Date.now()): Promise<string> {
  const versions = await versionsFor(db, request, userId);
  const parts = [
    answerAddress(request.url),
    userId,
    String(versions?.member ?? 0),
    reads === 'marketplace' ? String(versions?.marketplace ?? 0) : '',
    versions?.settings ?? '',
    String(Math.floor(now / CLOCK_STEP_MS)),
  ];
  return `W/"${createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this tag (a list, `*`, weak or strong: compared weakly, as RFC 9110 asks of GET). */
export function namesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(tag));
}

/**
 * Every member's read named above answers with an ETag made from the versions the database keeps
 * (migration 0037: moved in the same transaction as any write that changes what the member sees);
 * a request naming the current one is answered 304 with no body, before its answer is built.
 */
export function registerConditionalReads(app: FastifyInstance, db: Db): void {
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const reads = CONDITIONAL_READS[(request.routeOptions.url ?? '').replace(/(.)\/$/, '$1')];
    const caller = request.caller;
    if (!reads || !caller) return;
    const tag = await answerTag(db, request, caller.userId, reads);
    reply.header('ETag', tag);
    if (namesTag(request.headers['if-none-match'], tag)) return reply.code(304).send();
  });
  // Only an answer carries the tag: a refusal or a failure is never what a later 304 stands for.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode !== 200 && reply.statusCode !== 304 && reply.hasHeader('etag')) reply.removeHeader('etag');
  });
}
