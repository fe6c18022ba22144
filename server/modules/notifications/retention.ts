import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '#server/db/client.ts';

/** Deletes notifications older than the retention period; answers how many went. Safe from several processes at once. */
export async function purgeExpiredNotifications(db: DbOrTx, retentionDays: number): Promise<number> {
  const [row] = await queryRows<{ purged: number }>(
    db,
    sql`WITH gone AS (
          DELETE FROM notifications WHERE created_at < now() - make_interval(days => ${retentionDays}) RETURNING 1
        )
        SELECT count(*)::int AS purged FROM gone`,
  );
  return row?.purged ?? 0;
}
