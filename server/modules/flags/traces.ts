import { sql } from 'drizzle-orm';
import { SIGNS_KEPT_DAYS } from '#contract/admin/flags/rules.ts';
import { queryRows, type DbOrTx } from '#server/db/client.ts';
import { accountTraces } from '#server/db/schema.ts';

/** Where a request came from: its client address and the browser's device id (device-cookie.ts), if it has one. */
export type SeenFrom = { address: string; deviceId: string | null };

/**
 * Inside the registration's or sign-in's transaction: the account was used from here now. One row
 * per account, kind, address and device, its last time moved on; read for self-referral signs
 * (signs.ts) and deleted SIGNS_KEPT_DAYS after it was last seen (purgeOldTraces).
 */
export async function recordTrace(tx: DbOrTx, userId: string, kind: 'REGISTRATION' | 'SIGN_IN', seen: SeenFrom): Promise<void> {
  await tx
    .insert(accountTraces)
    .values({ userId, kind, address: seen.address, deviceId: seen.deviceId ?? '' })
    .onConflictDoUpdate({
      target: [accountTraces.userId, accountTraces.kind, accountTraces.address, accountTraces.deviceId],
      set: { lastSeenAt: sql`now()` },
    });
}

/**
 * Deletes the traces not seen for SIGNS_KEPT_DAYS, and empties the internet addresses of flags
 * raised longer ago than that (the signs' names and the team's decision stay, as the record of
 * what was decided). A job (server/jobs.ts); answers how many rows changed.
 */
export async function purgeOldTraces(db: DbOrTx): Promise<number> {
  const kept = sql.raw(`interval '${SIGNS_KEPT_DAYS} days'`);
  const [purged] = await queryRows<{ traces: number; flags: number }>(
    db,
    sql`WITH traces AS (DELETE FROM account_traces WHERE last_seen_at < now() - ${kept} RETURNING 1),
      flags AS (
        UPDATE referral_flags SET shared_addresses = '{}'::text[]
        WHERE cardinality(shared_addresses) > 0 AND created_at < now() - ${kept} RETURNING 1
      )
      SELECT (SELECT count(*)::int FROM traces) AS traces, (SELECT count(*)::int FROM flags) AS flags`,
  );
  return (purged?.traces ?? 0) + (purged?.flags ?? 0);
}
