import { sql } from 'drizzle-orm';
import type { TrackRecord } from '#contract/members/schema.ts';
import { queryRows, type DbOrTx } from '#server/db/client.ts';
import { trackRecordJsonSqlText } from './track-record.ts';

/** The track records of several members (the team's view of a report's two parties), by id, in one query. */
export async function trackRecordsOf(db: DbOrTx, memberIds: readonly string[]): Promise<Map<string, TrackRecord>> {
  if (memberIds.length === 0) return new Map();
  const ids = sql`ARRAY[${sql.join(
    memberIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const rows = await queryRows<{ id: string; record: TrackRecord }>(
    db,
    sql`SELECT member.id, ${sql.raw(trackRecordJsonSqlText('member.id', 't'))} AS record
        FROM unnest(${ids}) AS member(id) LEFT JOIN track_records t ON t.user_id = member.id`,
  );
  return new Map(rows.map((row) => [row.id, row.record]));
}
