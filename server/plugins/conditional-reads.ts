import { MARKETPLACE_VERSION_SQL } from '#server/db/marketplace-version.ts';
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../db/client.ts';
import { withFoldedColumns, type FoldedColumns } from '../db/folded-columns.ts';
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
 * The reads above whose whole answer is one named statement (`runNamed`) and nothing else: asked
 * without a tag, each reads its versions in that statement (folded-columns.ts) rather than in a
 * round trip of their own, which cost about as much as the answer for the lighter reads
 * (docs/performance.md, "A first read's versions in its own statement"). A read whose service
 * comes to run another statement first must leave this list: the versions would then be newer than
 * part of the answer. One run alongside is caught (the tag is left off); one run before is not.
 */
export const ONE_STATEMENT_READS = new Set([
  '/api/auth/me',
  '/api/user-apps',
  '/api/referral-codes/mine',
  '/api/referral-codes/available',
  '/api/referral-codes/available/summary',
  '/api/matches/mine',
  '/api/matches/summary',
  '/api/matches/waiting',
  '/api/matches/opportunities',
  '/api/members/:username',
  '/api/members/:username/reviews',
  '/api/reports/mine',
  '/api/support/requests/mine',
  '/api/notifications',
  '/api/notifications/unread-count',
  '/api/analytics/summary',
]);

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
const versionsSql = (member: string) => `SELECT
  (SELECT sum(hashint8(id)) FROM member_changes WHERE user_id = ${member}) AS member_version,
  ${MARKETPLACE_VERSION_SQL} AS marketplace_version,
  (SELECT string_agg(setting_key || '=' || setting_value::text, ',' ORDER BY setting_key) FROM system_settings) AS settings_version`;
const VERSIONS_SQL = versionsSql('$1');

type Versions = { member_version: string | number | null; marketplace_version: string | number | null; settings_version: string | null };
const VERSION_COLUMNS = ['member_version', 'marketplace_version', 'settings_version'] as const;

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

/** The ETag of a member's read from these versions: weak (the body is the same in meaning, not necessarily in bytes, compressed or not). */
function tagOf(request: FastifyRequest, userId: string, reads: 'member' | 'marketplace', versions: Versions | undefined, now: number): string {
  const parts = [
    answerAddress(request.url),
    userId,
    String(versions?.member_version ?? 0),
    reads === 'marketplace' ? String(versions?.marketplace_version ?? 0) : '',
    versions?.settings_version ?? '',
    String(Math.floor(now / CLOCK_STEP_MS)),
  ];
  return `W/"${createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 27)}"`;
}

/** A first read's fold: its versions, read by its answer's statement, and what its tag is made of besides. */
type VersionsFold = FoldedColumns & { userId: string; reads: 'member' | 'marketplace'; now: number };

declare module 'fastify' {
  interface FastifyRequest {
    versionsFold: VersionsFold | null;
  }
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
  app.decorateRequest('versionsFold', null);
  const readOf = (request: FastifyRequest) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const route = (request.routeOptions.url ?? '').replace(/(.)\/$/, '$1');
    const reads = CONDITIONAL_READS[route];
    return reads && request.caller ? { route, reads, userId: request.caller.userId } : undefined;
  };
  // A first read (no tag named, not one of a batch's) of a one-statement answer: its versions come with the answer.
  app.addHook('preHandler', (request, _reply, done) => {
    const read = readOf(request);
    if (!read || !ONE_STATEMENT_READS.has(read.route) || request.headers['if-none-match'] || request.headers[BATCHED_READ_HEADER]) return done();
    const fold: VersionsFold = {
      sql: (n) => versionsSql(`$${n}`),
      params: [read.userId],
      names: VERSION_COLUMNS,
      state: 'open',
      userId: read.userId,
      reads: read.reads,
      now: Date.now(),
    };
    request.versionsFold = fold;
    withFoldedColumns(fold, done);
  });
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const read = readOf(request);
    if (!read || request.versionsFold) return;
    const tag = tagOf(request, read.userId, read.reads, await versionsFor(db, request, read.userId), Date.now());
    reply.header('ETag', tag);
    if (namesTag(request.headers['if-none-match'], tag)) return reply.code(304).send();
  });
  app.addHook('onSend', async (request, reply) => {
    const fold = request.versionsFold;
    // Versions read with the answer make its tag; a spoiled fold leaves it untagged, never wrongly tagged.
    if (fold?.state === 'done' && reply.statusCode === 200) reply.header('ETag', tagOf(request, fold.userId, fold.reads, fold.values as Versions, fold.now));
    // Only an answer carries the tag: a refusal or a failure is never what a later 304 stands for.
    if (reply.statusCode !== 200 && reply.statusCode !== 304 && reply.hasHeader('etag')) reply.removeHeader('etag');
  });
}
