import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Session } from '#contract/auth/schema.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema.ts';
import { NotFoundError } from '#server/lib/errors.ts';
import type { TokenScope, TokenService } from '#server/lib/tokens.ts';

/** Sessions a list shows at most: far more than anyone signs in from at once. */
const LISTED = 50;
/** A session's last use is written at most this often: a signed-in page asks many times a minute. */
const TOUCH_EVERY_MS = 5 * 60_000;
/** A user token lasts seven days (tokens.ts); a session older than that has no token left. */
const USER_SESSION_DAYS = 7;

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * "Chrome on Windows", from the browser's own description: enough for a person to recognise their
 * device, nothing more (no address or location is kept). A dozen names cover nearly every visit; a
 * parser library would add far more than the list shows.
 */
export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return 'An unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'An unknown device';
}

/** Starts a session for a sign-in and answers its token. */
export async function issueSessionToken(
  db: DbOrTx,
  tokens: TokenService,
  account: { id: string; sessionVersion: number },
  scope: TokenScope,
  userAgent: string | undefined,
): Promise<string> {
  const [session] = await db
    .insert(sessions)
    .values({ userId: account.id, scope, device: describeDevice(userAgent), sessionVersion: account.sessionVersion })
    .returning({ id: sessions.id });
  return tokens.issue({ userId: account.id, scope, sessionVersion: account.sessionVersion, sessionId: session!.id });
}

/** Writes sessions' last use, at most once per TOUCH_EVERY_MS each; a failed write is only logged. */
export class SessionTouches {
  private readonly touched = new Map<string, number>();

  private readonly db: Db;
  private readonly log: { warn: (message: string) => void };

  constructor(db: Db, log: { warn: (message: string) => void }) {
    this.db = db;
    this.log = log;
  }

  touch(sessionId: string, now = Date.now()): void {
    const last = this.touched.get(sessionId);
    if (last !== undefined && now - last < TOUCH_EVERY_MS) return;
    this.touched.set(sessionId, now);
    if (this.touched.size > 100_000) this.touched.clear();
    this.db
      .update(sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(sessions.id, sessionId))
      .catch((error: unknown) => this.log.warn(`a session's last use was not written: ${error instanceof Error ? error.message : String(error)}`));
  }
}

/** Where the account is signed in to the product now, most recently used first; the caller's own marked. */
export async function listSessions(db: DbOrTx, userId: string, currentSessionId: string | undefined): Promise<Session[]> {
  const rows = await db
    .select({ session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.scope, 'user'),
        eq(sessions.sessionVersion, users.sessionVersion),
        sql`${sessions.createdAt} > now() - make_interval(days => ${USER_SESSION_DAYS})`,
      ),
    )
    .orderBy(desc(sessions.lastUsedAt))
    .limit(LISTED);
  return rows.map(({ session }) => ({
    id: session.id,
    device: session.device,
    signed_in_at: session.createdAt.toISOString(),
    last_used_at: session.lastUsedAt.toISOString(),
    current: session.id === currentSessionId,
  }));
}

/**
 * Ends every session of the account (the version moves on, so every token stops at its next
 * request), and answers the new version. With `keep`, that session goes on under the new version
 * (the caller's own device, which gets a new token).
 */
export async function endSessions(db: Db, userId: string, keep?: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ sessionVersion: users.sessionVersion });
    if (!changed) throw new NotFoundError('Your account no longer exists');
    await tx.delete(sessions).where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId));
    if (keep) await tx.update(sessions).set({ sessionVersion: changed.sessionVersion }).where(eq(sessions.id, keep));
    return changed.sessionVersion;
  });
}

/** Deletes sessions no token can use any more (older than a token lives, or ended); answers how many went. */
export async function purgeEndedSessions(db: DbOrTx): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(
      sql`${sessions.createdAt} < now() - make_interval(days => ${USER_SESSION_DAYS + 1})
          OR ${sessions.sessionVersion} <> (SELECT session_version FROM users WHERE users.id = ${sessions.userId})`,
    )
    .returning({ id: sessions.id });
  return gone.length;
}
