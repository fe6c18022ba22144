import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  claimedExpiredBySqlText,
  claimedHalfwayBySqlText,
  claimExpiresAtSqlText,
  claimExpiryReminderAtSqlText,
  countdownDueBySqlText,
  rewardDueAtSqlText,
} from '#contract/matches/rules.ts';
import { queryRows } from '#server/db/client.ts';
import { matches } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { runPlanNodes } from '#server/test/query-plan.ts';
import { claimsExpiredBy, claimsHalfwayBy } from './claim-expiry.ts';
import { rewardsOverdueBy } from './reward-due.ts';
import { matchRowFor } from './test-fixtures.ts';

const t = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

/**
 * How the statement reads `matches`, run: the indexes it goes through, and how many rows it read
 * only to drop them (a filter or a bitmap's recheck). Each walk checks its rule as a filter too, so
 * a row read that was not due would show there; EXPLAIN gives rows per loop, hence the rounding.
 */
async function matchesRead(statement: SQL): Promise<{ indexes: string[]; dropped: number; due: number }> {
  const nodes = await runPlanNodes(t.db, statement);
  const dropped = nodes
    .filter((node) => node['Relation Name'] === 'matches')
    .reduce((sum, node) => sum + ((node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * node['Actual Loops'], 0);
  return {
    indexes: [...new Set(nodes.flatMap((node) => (node['Index Name']?.startsWith('matches_') ? [node['Index Name']] : [])))],
    dropped: Math.round(dropped),
    due: (await queryRows(t.db, statement)).length,
  };
}

/**
 * The periodic jobs (claim expiry, its half-way reminder, overdue rewards) read what is due and
 * nothing else, however many claims are in progress or rewards awaited elsewhere: before, each run
 * read every claim in progress to filter them by their app's days (docs/performance.md).
 */
describe('the jobs’ scans', () => {
  it('read only the matches that are due, through their indexes, beside thousands that are not', async () => {
    const now = new Date();
    const [referrer, referee, ...sharers] = await Promise.all(Array.from({ length: 6 }, () => t.createUser()));
    // Busy apps with long periods: thousands of claims in progress and sign-ups awaiting a reward, none due.
    const busy = await Promise.all(Array.from({ length: 20 }, () => t.createApp({ offerExpiryDays: 60, rewardWaitingPeriodDays: 90 })));
    // An app with short ones: a few of each due.
    const quick = await t.createApp({ offerExpiryDays: 2, rewardWaitingPeriodDays: 1 });
    const quickCode = await t.createCode(referrer!.id, quick.id);
    const quickRow = matchRowFor(quick, quickCode, referrer!.id, referee!.id);
    const many = (count: number, row: typeof quickRow, make: (index: number) => Partial<typeof matches.$inferInsert>) =>
      t.db.insert(matches).values(Array.from({ length: count }, (_, index) => ({ ...row, ...make(index) })));
    const ago = (days: number, index = 0) => new Date(now.getTime() - days * DAY - index * 1000);
    for (const [index, app] of busy.entries()) {
      const sharer = sharers[index % sharers.length]!;
      const row = matchRowFor(app, await t.createCode(sharer.id, app.id), sharer.id, referee!.id);
      await many(60, row, (index) => ({ status: 'ASSIGNED', createdAt: ago(10, index) }));
      await many(60, row, (index) => ({ status: 'ASSIGNED', createdAt: ago(40, index), expiryReminderSentAt: ago(10) }));
      await many(60, row, (index) => ({ status: 'USER_MARKED_DONE', createdAt: ago(30), rewardCountdownStartedAt: ago(20, index) }));
    }
    await many(3, quickRow, (index) => ({ status: 'ASSIGNED', createdAt: ago(3, index) })); // expired
    await many(2, quickRow, (index) => ({ status: 'ASSIGNED', createdAt: ago(1.5, index) })); // half-way, not reminded
    await many(4, quickRow, (index) => ({ status: 'USER_MARKED_DONE', createdAt: ago(5), rewardCountdownStartedAt: ago(2, index) })); // overdue
    await t.db.execute(sql`ANALYZE matches, apps`);

    expect(await matchesRead(claimsExpiredBy(now))).toEqual({ indexes: ['matches_claims_in_progress_idx'], dropped: 0, due: 3 });
    expect(await matchesRead(claimsHalfwayBy(now))).toEqual({ indexes: ['matches_claims_unreminded_idx'], dropped: 0, due: 2 });
    expect(await matchesRead(rewardsOverdueBy(now))).toEqual({ indexes: ['matches_rewards_awaited_idx'], dropped: 0, due: 4 });
  });

  it('stop at the contract’s own times: a start is within a bound exactly when its time has come', async () => {
    // Claims and countdowns around each moment, to the microsecond, for every kind of period an app sets.
    const [{ agree }] = (await queryRows<{ agree: { at: string; days: number | null; moment: string }[] | null }>(
      t.db,
      sql.raw(`WITH x AS (
        SELECT at, days, moment
        FROM unnest(ARRAY['2026-03-29 00:30:00+00', '2026-10-25 01:30:00.000001+00', '2028-02-29 12:00:00+00']::timestamptz[]) AS moment,
             unnest(ARRAY[NULL, 0, 1, 3, 7, 14, 365]::int[]) AS days,
             LATERAL (SELECT moment - step * interval '1 microsecond' - n * interval '12 hours' AS at
                      FROM unnest(ARRAY[-1, 0, 1]) AS step, generate_series(0, 800) AS n) around)
      SELECT json_agg(json_build_object('at', at, 'days', days, 'moment', moment)) AS agree FROM x
      WHERE (${claimExpiresAtSqlText('at', 'days')} <= moment) <> (at <= ${claimedExpiredBySqlText('moment', 'days')})
         OR (${claimExpiryReminderAtSqlText('at', 'days')} <= moment) <> (at <= ${claimedHalfwayBySqlText('moment', 'days')})
         OR (${rewardDueAtSqlText('at', 'days')} <= moment) <> (at <= ${countdownDueBySqlText('moment', 'days')})`),
    )) as [{ agree: unknown }];
    expect(agree).toBeNull();
  });
});
