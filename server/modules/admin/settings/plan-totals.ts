import { FREE_PLAN_MATCHES } from '#contract/subscription/rules.ts';

/**
 * The paid-features impact (how many active members are on Free, how many of those have used its
 * matches, how many on Premium) was a count over every member: 14 ms of the database's CPU at
 * 100,000 members and 42 to 73 times as long at ten times the scale. The counts are kept instead, in
 * `member_plan_totals` (migration 0046), by triggers on users: one for members added or removed, one
 * for a change of activity, role, stored plan or side of the Free limit. The update trigger's
 * condition is checked before any function runs, so a claim that does not cross the limit (most of
 * them) pays for a comparison only.
 *
 * The kept plan is the stored one; a Premium period that has run out is still stored as Premium
 * until a job settles it back to Free (settleLapsedPremium), so the impact subtracts those not yet
 * settled, found by `users_premium_lapse_idx`: a few minutes' worth, whatever the marketplace's size.
 *
 * Which side of the limit a member is on follows FREE_PLAN_MATCHES, so the triggers are written from
 * it (server/db/routines.ts, at start) and the totals record the limit they were counted at: a
 * start with another limit writes the triggers again and counts the totals again.
 */

/** The row a member counts on: their stored plan, their side of the limit, and one of 64 shards by their id. */
const key = (row: 'NEW' | 'OLD' | 'u') =>
  `${row}.subscription_status = 'PREMIUM', ${row}.matches_used >= ${FREE_PLAN_MATCHES}, get_byte(uuid_send(${row}.id), 15) % 64`;

/** Whether a row is counted at all: active members, not administrators. */
const counted = (row: 'NEW' | 'OLD' | 'u') => `${row}.is_active AND NOT ${row}.is_admin`;

const KEEP_FUNCTION = `CREATE OR REPLACE FUNCTION users_keep_plan_totals() RETURNS trigger LANGUAGE plpgsql AS $keep$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND ${counted('OLD')} THEN
    UPDATE member_plan_totals SET members = members - 1 WHERE (premium, at_limit, shard) = (${key('OLD')});
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND ${counted('NEW')} THEN
    INSERT INTO member_plan_totals AS t (premium, at_limit, shard, members) VALUES (${key('NEW')}, 1)
    ON CONFLICT (premium, at_limit, shard) DO UPDATE SET members = t.members + 1;
  END IF;
  RETURN NULL;
END
$keep$`;

const ADDED_OR_REMOVED_TRIGGER = `CREATE OR REPLACE TRIGGER member_plan_totals_rows AFTER INSERT OR DELETE ON users
FOR EACH ROW EXECUTE FUNCTION users_keep_plan_totals()`;

const CHANGED_TRIGGER = `CREATE OR REPLACE TRIGGER member_plan_totals_changes AFTER UPDATE OF is_active, is_admin, subscription_status, matches_used ON users
FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.is_admin IS DISTINCT FROM NEW.is_admin
  OR OLD.subscription_status IS DISTINCT FROM NEW.subscription_status
  OR (OLD.matches_used >= ${FREE_PLAN_MATCHES}) IS DISTINCT FROM (NEW.matches_used >= ${FREE_PLAN_MATCHES}))
EXECUTE FUNCTION users_keep_plan_totals()`;

/**
 * Counts the totals again from the members. The lock waits for writers already counting and holds
 * new ones back until the count is in, so no change is counted twice or missed.
 */
const REBUILD_FUNCTION = `CREATE OR REPLACE FUNCTION rebuild_member_plan_totals() RETURNS void LANGUAGE plpgsql AS $rebuild$
BEGIN
  LOCK TABLE member_plan_totals IN EXCLUSIVE MODE;
  DELETE FROM member_plan_totals;
  INSERT INTO member_plan_totals (premium, at_limit, shard, members)
    SELECT ${key('u')}, count(*) FROM users u WHERE ${counted('u')} GROUP BY 1, 2, 3;
  INSERT INTO member_plan_totals_rule (single, free_plan_matches) VALUES (true, ${FREE_PLAN_MATCHES})
    ON CONFLICT (single) DO UPDATE SET free_plan_matches = EXCLUDED.free_plan_matches;
END
$rebuild$`;

/**
 * Creating a trigger locks users against writes for a moment, and waits behind any transaction
 * writing it: done on every start, a restart during a long write would hold every claim back. So
 * the triggers are written, and the totals counted, only when they are missing or the limit they
 * were counted at has moved; the functions above are replaced on every start, which locks no table.
 */
const SETTLE_TRIGGERS_AND_TOTALS = `DO $settle$
BEGIN
  IF (SELECT free_plan_matches FROM member_plan_totals_rule) IS DISTINCT FROM ${FREE_PLAN_MATCHES}
     OR (SELECT count(*) FROM pg_trigger WHERE tgrelid = 'users'::regclass
         AND tgname IN ('member_plan_totals_rows', 'member_plan_totals_changes')) <> 2 THEN
    EXECUTE $ddl$${ADDED_OR_REMOVED_TRIGGER}$ddl$;
    EXECUTE $ddl$${CHANGED_TRIGGER}$ddl$;
    PERFORM rebuild_member_plan_totals();
  END IF;
END
$settle$`;

/** The statements that keep the totals, in order (server/db/routines.ts). */
export function planTotalsRoutinesSql(): string[] {
  return [KEEP_FUNCTION, REBUILD_FUNCTION, SETTLE_TRIGGERS_AND_TOTALS];
}
