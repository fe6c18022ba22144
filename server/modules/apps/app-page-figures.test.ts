import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APP_PAGE_WINDOW_DAYS } from '#contract/apps/rules.ts';
import { queryRows } from '#server/db/client.ts';
import { matches } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { runPlanNodes } from '#server/test/query-plan.ts';
import { matchRowFor } from '#server/modules/matches/test-fixtures.ts';
import { APP_PAGE_FIGURES_SQL } from './app-page.ts';

const t = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

describe('an app’s page figures', () => {
  it('count its recent completions and their days to a reward from an index alone, whatever else the app has', async () => {
    const [referrer, referee] = [await t.createUser(), await t.createUser()];
    const app = await t.createApp();
    const row = matchRowFor(app, await t.createCode(referrer.id, app.id), referrer.id, referee.id);
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    const many = (count: number, make: (index: number) => Partial<typeof matches.$inferInsert>) =>
      t.db.insert(matches).values(Array.from({ length: count }, (_, index) => ({ ...row, ...make(index) })));
    // Completed in the window (rewards confirmed after 10 days), completed long ago, and in progress.
    await many(400, (index) => ({
      status: index % 2 === 0 ? 'COMPLETED' : 'CONFIRMED',
      rewardCountdownStartedAt: ago(30),
      firstConfirmedAt: ago(20),
      completedAt: ago(20 - (index % 10)),
    }));
    await many(400, () => ({ status: 'COMPLETED', rewardCountdownStartedAt: ago(400), firstConfirmedAt: ago(390), completedAt: ago(390) }));
    await many(400, () => ({ status: 'ASSIGNED' }));
    // As autovacuum leaves a table the rows of which have settled: every page known to be visible to all.
    await t.db.execute(sql`VACUUM ANALYZE matches`);

    const statement = APP_PAGE_FIGURES_SQL.replaceAll('$1', `'${app.id}'::uuid`).replaceAll('$2', String(APP_PAGE_WINDOW_DAYS));
    const matchReads = (await runPlanNodes(t.db, sql.raw(statement))).filter((node) => node['Relation Name'] === 'matches');
    expect(matchReads.map((node) => [node['Node Type'], node['Index Name'], node['Heap Fetches']])).toEqual([
      ['Index Only Scan', 'matches_app_completed_idx', 0],
    ]);

    const [figures] = await queryRows<{ completed_recently: number; median_days: number | null }>(t.db, sql.raw(statement));
    expect(figures).toMatchObject({ completed_recently: 400, median_days: 10 });
  });
});
