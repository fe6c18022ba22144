import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { memberPlanTotalsRule, users } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { isPremiumSql } from '#server/modules/subscription/plan.ts';
import { settleLapsedPremium } from '#server/modules/subscription/lapse.ts';
import { planTotalsRoutinesSql } from './plan-totals.ts';

const t = useTestApp();

const DAY = 86_400_000;

/** The impact as the team's confirmation reads it. */
async function impact(token: string) {
  const answer = await t.request({ method: 'GET', url: '/api/admin/system-settings/paid_features_enabled/impact', token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ free_members: number; free_members_at_limit: number; premium_members: number }>();
}

/** The same three figures counted from every member, as the impact was counted before the totals were kept. */
async function counted() {
  const premium = isPremiumSql('users');
  const [row] = await queryRows<{ free_members: number; free_members_at_limit: number; premium_members: number }>(
    t.db,
    sql`SELECT (count(*) FILTER (WHERE NOT ${premium}))::int AS free_members,
               (count(*) FILTER (WHERE NOT ${premium} AND matches_used >= 3))::int AS free_members_at_limit,
               (count(*) FILTER (WHERE ${premium}))::int AS premium_members
        FROM users WHERE is_active AND NOT is_admin`,
  );
  return row!;
}

/** The kept rows that count someone (a row emptied by its last member leaving stays, at 0). */
const keptRows = () =>
  queryRows<{ premium: boolean; at_limit: boolean; shard: number; members: number }>(
    t.db,
    sql`SELECT premium, at_limit, shard, members::int FROM member_plan_totals WHERE members > 0 ORDER BY 1, 2, 3`,
  );

describe('the paid-features impact from kept totals', () => {
  it('agrees with a count of every member through sign-ups, claims past the limit, plan changes, deactivation, roles and removal', async () => {
    const admin = await t.createAdmin();
    const expectAsCounted = async () => expect(await impact(admin.token)).toEqual(await counted());
    await expectAsCounted();

    const free = await t.createUser({ matchesUsed: 2 });
    const atLimit = await t.createUser({ matchesUsed: 3 });
    const premium = await t.createUser({ subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: new Date(Date.now() + 30 * DAY), matchesUsed: 7 });
    const granted = await t.createUser({ subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: null });
    await t.createUser({ isActive: false, matchesUsed: 4 });
    await expectAsCounted();

    // A claim that takes a member to the limit moves them across; one that stays on a side moves nothing.
    await t.db
      .update(users)
      .set({ matchesUsed: sql`matches_used + 1` })
      .where(eq(users.id, free.id));
    await t.db
      .update(users)
      .set({ matchesUsed: sql`matches_used + 1` })
      .where(eq(users.id, atLimit.id));
    await expectAsCounted();
    // Upgrading and cancelling through the member's own calls.
    const paidOn = await t.as(admin).put('/api/admin/system-settings/paid_features_enabled', { setting_value: true });
    expect(paidOn.statusCode, paidOn.body).toBe(200);
    const upgraded = await t.request({ method: 'POST', url: '/api/subscription/upgrade', token: free.token });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    await expectAsCounted();
    const cancelled = await t.request({ method: 'POST', url: '/api/subscription/cancel', token: premium.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectAsCounted();
    // Deactivated, made an administrator, reactivated, removed, and given back uses (matches_used falling under the limit).
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, atLimit.id));
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, granted.id));
    await expectAsCounted();
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, atLimit.id));
    await t.db.update(users).set({ matchesUsed: 0 }).where(eq(users.id, premium.id));
    await t.db.delete(users).where(eq(users.id, granted.id));
    await expectAsCounted();

    // Counted again from the members, the totals are the same.
    const kept = await keptRows();
    await t.db.execute(sql`SELECT rebuild_member_plan_totals()`);
    expect(await keptRows()).toEqual(kept);
  });

  it('counts a Premium period that has run out as Free, before and after it is settled, and the member sees no change', async () => {
    const admin = await t.createAdmin();
    const lapsed = await t.createUser({ subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: new Date(Date.now() - DAY), matchesUsed: 5 });
    const current = await t.createUser({ subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: new Date(Date.now() + DAY) });
    const figures = await impact(admin.token);
    expect(figures).toEqual(await counted());
    const statusBefore = (await t.request({ method: 'GET', url: '/api/subscription/status', token: lapsed.token })).json<Record<string, unknown>>();
    expect(statusBefore).toMatchObject({ subscription_status: 'FREE', subscription_expires_at: null });

    expect(await settleLapsedPremium(t.db)).toBeGreaterThanOrEqual(1);
    const [settled] = await t.db.select().from(users).where(eq(users.id, lapsed.id));
    expect(settled).toMatchObject({ subscriptionStatus: 'FREE', subscriptionExpiresAt: null, matchesUsed: 5 });
    const [untouched] = await t.db.select().from(users).where(eq(users.id, current.id));
    expect(untouched?.subscriptionStatus).toBe('PREMIUM');
    expect(await impact(admin.token)).toEqual(figures);
    expect((await t.request({ method: 'GET', url: '/api/subscription/status', token: lapsed.token })).json()).toEqual(statusBefore);
    // Nothing left to settle.
    expect(await settleLapsedPremium(t.db)).toBe(0);
  });

  it('counts the totals again when the server starts with another Free limit than they were counted at', async () => {
    const admin = await t.createAdmin();
    await t.createUser({ matchesUsed: 3 });
    const figures = await impact(admin.token);
    // As if the totals had been counted at a limit of 99 by an earlier version of the server.
    await t.db.execute(sql`UPDATE member_plan_totals SET members = members + 1000`);
    await t.db.update(memberPlanTotalsRule).set({ freePlanMatches: 99 });
    for (const statement of planTotalsRoutinesSql()) await t.db.execute(sql.raw(statement));
    expect(await impact(admin.token)).toEqual(figures);
    expect(await t.db.select().from(memberPlanTotalsRule)).toEqual([{ single: true, freePlanMatches: 3 }]);
    // With the same limit, a start writes no trigger (no lock on users) and counts nothing again (a
    // change made behind the triggers' back stays, as it shows).
    const triggerRows = () =>
      queryRows<{ tgname: string; xmin: string }>(t.db, sql`SELECT tgname, xmin::text FROM pg_trigger WHERE tgname LIKE 'member_plan_totals_%' ORDER BY 1`);
    const written = await triggerRows();
    expect(written.map((row) => row.tgname)).toEqual(['member_plan_totals_changes', 'member_plan_totals_rows']);
    await t.db.execute(
      sql`UPDATE member_plan_totals SET members = members + 1000 WHERE NOT premium AND at_limit AND shard = (SELECT min(shard) FROM member_plan_totals WHERE NOT premium AND at_limit)`,
    );
    for (const statement of planTotalsRoutinesSql()) await t.db.execute(sql.raw(statement));
    expect(await impact(admin.token)).toEqual({
      ...figures,
      free_members: figures.free_members + 1000,
      free_members_at_limit: figures.free_members_at_limit + 1000,
    });
    expect(await triggerRows()).toEqual(written);
    await t.db.execute(sql`SELECT rebuild_member_plan_totals()`);
    expect(await impact(admin.token)).toEqual(figures);
    // A trigger gone is written again, and the totals counted.
    await t.db.execute(sql`DROP TRIGGER member_plan_totals_rows ON users`);
    for (const statement of planTotalsRoutinesSql()) await t.db.execute(sql.raw(statement));
    await t.createUser({ matchesUsed: 4 });
    expect(await impact(admin.token)).toEqual({ ...figures, free_members: figures.free_members + 1, free_members_at_limit: figures.free_members_at_limit + 1 });
  });
});
