import { sql } from 'drizzle-orm';
import type { UserMetrics } from '#contract/admin/users/schema.ts';
import { startOfLondonMonth } from '#contract/admin/rules.ts';
import { type DbOrTx, queryRows } from '#server/db/client.ts';
import { isPremiumSql } from '#server/modules/subscription/plan.ts';

/** GET /api/admin/users/metrics: the four figures of the User Management tab, in one pass. */
export async function userMetrics(db: DbOrTx, now = new Date()): Promise<UserMetrics> {
  const monthStart = startOfLondonMonth(now);
  const [row] = await queryRows<UserMetrics>(
    db,
    sql`SELECT count(*)::int AS total_users,
               (count(*) FILTER (WHERE is_active))::int AS active_users,
               (count(*) FILTER (WHERE created_at >= ${monthStart.toISOString()}::timestamptz))::int AS new_signups_this_month,
               (count(*) FILTER (WHERE ${isPremiumSql('users')}))::int AS premium_users
        FROM users`,
  );
  return row ?? { total_users: 0, active_users: 0, new_signups_this_month: 0, premium_users: 0 };
}
