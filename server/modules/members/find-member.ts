import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { trackRecords, users } from '#server/db/schema.ts';
import { NotFoundError } from '#server/lib/errors.ts';

const NO_MEMBER = 'There is no member with that username';

/**
 * An active member by username, any case, with their kept track record counters; anyone else (closed
 * or deactivated, or an administrator, whose username is no one's business) is 404. The member page
 * and the pages of their reviews both find the member this way.
 */
export async function findMember(db: DbOrTx, username: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, createdAt: users.createdAt, track: trackRecords })
    .from(users)
    .leftJoin(trackRecords, eq(trackRecords.userId, users.id))
    .where(and(sql`lower(${users.username}) = lower(${username})`, eq(users.isActive, true), eq(users.isAdmin, false)));
  if (!row) throw new NotFoundError(NO_MEMBER);
  return row;
}
