import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '#server/db/client.ts';

/** How many accounts one run settles at most; a later run takes the rest. */
const SETTLE_BATCH = 1000;

/**
 * Stores Free on accounts whose Premium period has run out. Every answer already reads such an
 * account as Free (`isPremium` compares the end with the clock), so no member sees a change; what
 * it keeps small is the set the paid-features impact subtracts from its kept totals
 * (admin/settings/plan-totals.ts), and so that count's cost. Answers how many were settled.
 */
export async function settleLapsedPremium(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ settled: number }>(
    db,
    sql`WITH lapsed AS (
          SELECT id FROM users
          WHERE subscription_status = 'PREMIUM' AND is_active AND NOT is_admin AND subscription_expires_at <= now()
          LIMIT ${SETTLE_BATCH} FOR UPDATE SKIP LOCKED
        ), settled AS (
          UPDATE users SET subscription_status = 'FREE', subscription_expires_at = NULL, updated_at = now()
          FROM lapsed WHERE users.id = lapsed.id AND users.subscription_expires_at <= now()
          RETURNING 1
        )
        SELECT count(*)::int AS settled FROM settled`,
  );
  return row?.settled ?? 0;
}
