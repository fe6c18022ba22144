import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '#server/db/client.ts';
import type { MatchCounts } from './dto.ts';

/** Per user: matches made with their codes, and matches they are a party to, cancelled ones left out. */
export async function matchCountsFor(db: DbOrTx, userIds: string[]): Promise<Map<string, MatchCounts>> {
  if (userIds.length === 0) return new Map();
  const ids = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<{ user_id: string; referrals: number; total: number }>(
    db,
    sql`SELECT party.user_id, (count(*) FILTER (WHERE party.role = 'referrer'))::int AS referrals, count(*)::int AS total
        FROM (
          SELECT referrer_id AS user_id, 'referrer' AS role FROM matches WHERE referrer_id IN (${ids}) AND status <> 'CANCELLED'
          UNION ALL
          SELECT referee_id AS user_id, 'referee' AS role FROM matches WHERE referee_id IN (${ids}) AND status <> 'CANCELLED'
        ) party
        GROUP BY party.user_id`,
  );
  return new Map(rows.map((row) => [row.user_id, { totalReferrals: row.referrals, totalMatches: row.total }]));
}
