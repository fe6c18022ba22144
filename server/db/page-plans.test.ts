/**
 * The first page of the team's queues, at the size their tabs ask for, is planned once per
 * PostgreSQL connection: pageWindowSql writes its LIMIT out, where a bound one left the planner
 * choosing a fresh custom plan on every run (docs/performance.md, "Plans kept for the team's
 * pages"). The embedded database keeps no statistics of prepared statements to look at.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE, CARD_QUEUE_PAGE_SIZE } from '#contract/admin/rules.ts';
import { queryRows } from './client.ts';
import { listAuditLog } from '#server/modules/admin/audit/service.ts';
import { listReports } from '#server/modules/admin/reports/queue.ts';
import { listSupportQueue } from '#server/modules/admin/support/queue.ts';
import { useTestApp } from '#server/test/helper.ts';

const t = useTestApp();

/** More runs than the five custom plans PostgreSQL tries before it weighs the generic one. */
const RUNS = 8;

describe('the team queues’ first pages', () => {
  it.runIf(process.env.TEST_DB_DRIVER === 'postgres')('settle on one generic plan per connection at the size each tab asks for', async () => {
    const plans = await t.db.transaction(async (tx) => {
      for (let run = 0; run < RUNS; run += 1) {
        await listReports(tx, { status: 'OPEN', page: 1, limit: CARD_QUEUE_PAGE_SIZE });
        await listSupportQueue(tx, { status: 'OPEN', page: 1, limit: CARD_QUEUE_PAGE_SIZE });
        await listAuditLog(tx, { page: 1, limit: ADMIN_PAGE_SIZE, entity_type: 'report' });
      }
      return queryRows<{ name: string; generic_plans: number; custom_plans: number }>(
        tx,
        sql`SELECT name, generic_plans::int, custom_plans::int FROM pg_prepared_statements
          WHERE name IN ('admin_reports_open_first10', 'admin_support_queue_first10', 'audit_log_entity_type') ORDER BY name`,
      );
    });
    expect(plans.map(({ name }) => name)).toEqual(['admin_reports_open_first10', 'admin_support_queue_first10', 'audit_log_entity_type']);
    // After at most five custom plans, every later run reuses the generic one.
    for (const plan of plans) expect(plan.custom_plans, plan.name).toBeLessThanOrEqual(5);
    for (const plan of plans) expect(plan.generic_plans, plan.name).toBeGreaterThanOrEqual(RUNS - 5);
  });
});
