import { performance } from 'node:perf_hooks';
import type { Database } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { seedCatalogue } from '#server/db/seed/catalogue.ts';
import { apps } from '#server/db/schema.ts';
import { hashPassword } from '#server/lib/password.ts';
import { buildClaimInstructions } from '#server/modules/matches/instructions.ts';
import { claimExpiryDays } from '#contract/matches/rules.ts';
import { openSession, type Session } from './database.ts';
import {
  insertAccountTracesSql,
  insertMatchesSql,
  insertNotificationsSql,
  insertReferralFlagsSql,
  insertReviewReportsSql,
  insertReviewsSql,
  insertReportsSql,
} from './seed-activity.ts';
import { restoreIndexesAndKeys, setAsideIndexesAndKeys } from './seed-constraints.ts';
import { insertAuditLogSql, insertSupportRequestsSql } from './seed-support.ts';
import { insertCodesSql, insertUsersSql } from './seed-people.ts';
import { planCodesSql, planMatchesSql } from './seed-plan.ts';
import { checkLayout, type MarketplaceSize } from './sizes.ts';

export type SeedReport = { size: MarketplaceSize; apps: number; seconds: number; steps: Record<string, number> };

/** Everything but the catalogue, so a second seeding starts from the same place as the first. */
const MARKETPLACE_TABLES = [
  'member_changes',
  'support_messages',
  'support_requests',
  'support_request_totals',
  'sessions',
  'sign_in_links',
  'password_reset_requests',
  'notification_preferences',
  'mail_outbox',
  'password_reset_tokens',
  'email_verification_tokens',
  'notifications',
  'claim_requests',
  'report_evidence',
  'report_messages',
  'reports',
  'report_totals',
  'review_reports',
  'referral_flags',
  'referral_flag_totals',
  'account_traces',
  'reviews',
  'track_records',
  'matches',
  'user_apps',
  'referral_codes',
  'audit_log',
  'audit_log_totals',
  'app_reward_medians',
  'member_plan_totals',
  'admin_recovery_codes',
  'users',
];

let sharedHash: Promise<string> | undefined;

type AppRow = typeof apps.$inferSelect;

/** The catalogue's open apps, by name. */
async function openApps(database: Database): Promise<AppRow[]> {
  const rows = await database.db.select().from(apps);
  const open = rows.filter((app) => app.isActive && (app.expiryDate === null || app.expiryDate > new Date()));
  return open.sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
}

/** The apps numbered, each with the instructions a claim writes (the code filled in per match) and how many days a claim of it may stay in progress. */
async function createBenchApps(session: Session, open: AppRow[]): Promise<number> {
  await session.exec(`CREATE TEMP TABLE bench_apps (idx int PRIMARY KEY, id uuid NOT NULL UNIQUE, name text NOT NULL, app_url text NOT NULL,
      referrer_reward_amount_pence int, referrer_reward_min_pence int, referee_reward_amount_pence int, referee_reward_min_pence int,
      instructions jsonb NOT NULL, claim_days int NOT NULL) ON COMMIT DROP`);
  for (const [index, app] of open.entries()) {
    await session.rows(`INSERT INTO bench_apps VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`, [
      index,
      app.id,
      app.name,
      app.appUrl,
      app.referrerRewardAmountPence,
      app.referrerRewardMinPence,
      app.refereeRewardAmountPence,
      app.refereeRewardMinPence,
      JSON.stringify(buildClaimInstructions(app, '__CODE__')),
      claimExpiryDays(app.offerExpiryDays),
    ]);
  }
  return open.length;
}

/**
 * Migrates, loads the catalogue, and fills the marketplace to `size` in one transaction of
 * set-based inserts (whatever was there before is replaced); then vacuums and analyses, as
 * autovacuum would have done to a database in service, and writes it all out with a checkpoint.
 */
export async function seedMarketplace(database: Database, size: MarketplaceSize, log: (line: string) => void): Promise<SeedReport> {
  const started = performance.now();
  const steps: Record<string, number> = {};
  await migrateDatabase(database);
  await seedCatalogue(database.db);
  sharedHash ??= hashPassword('bench-password-not-for-signing-in');
  const passwordHash = await sharedHash;

  const catalogue = await openApps(database);
  const session = await openSession(database);
  const step = async (name: string, text: string) => {
    const at = performance.now();
    await session.exec(text);
    steps[name] = Math.round(performance.now() - at) / 1000;
    log(`  ${name}: ${steps[name]} s`);
  };
  try {
    await session.exec(`SET work_mem = '256MB'; SET maintenance_work_mem = '256MB'`);
    if (database.driver === 'postgres') await session.exec(`SET synchronous_commit = off`);
    await session.exec('BEGIN');
    await session.exec(`TRUNCATE ${MARKETPLACE_TABLES.join(', ')}`);
    const appCount = await createBenchApps(session, catalogue);
    checkLayout(size, appCount);
    const saved = await setAsideIndexesAndKeys(session);

    await step('plan', planCodesSql(size, appCount) + planMatchesSql(size, appCount));
    await step(`${size.users.toLocaleString('en-GB')} users`, insertUsersSql(size, passwordHash));
    await step(`${size.codes.toLocaleString('en-GB')} referral codes`, insertCodesSql);
    await step(`${size.matches.toLocaleString('en-GB')} matches`, insertMatchesSql);
    await step(`${size.notifications.toLocaleString('en-GB')} notifications`, insertNotificationsSql(size));
    await restoreIndexesAndKeys(session, saved, step);
    await step('reviews of completed matches', insertReviewsSql);
    await step('reports of reviews', insertReviewReportsSql(size));
    await step('reports on matches', insertReportsSql(size));
    await step('where members signed in from', insertAccountTracesSql);
    await step('flagged matches', insertReferralFlagsSql);
    await step('support requests', insertSupportRequestsSql(size));
    await step("the team's audit log", insertAuditLogSql);
    // The people and matches went in with triggers off: what triggers keep is counted once, as a migration or a start does.
    await step('track records', 'SELECT rebuild_track_records()');
    await step('days to a reward', 'SELECT rebuild_reward_medians()');
    await step('members by plan', 'SELECT rebuild_member_plan_totals()');
    await step("apps' offer figures", 'SELECT rebuild_app_offer_figures()');
    await session.exec('COMMIT');
    await step('vacuum and analyse', 'VACUUM ANALYZE');
    // Write the load out now, not while the endpoints are measured.
    await step('checkpoint', 'CHECKPOINT').catch((error: unknown) => log(`  checkpoint skipped: ${error instanceof Error ? error.message : String(error)}`));
    return { size, apps: appCount, seconds: Math.round(performance.now() - started) / 1000, steps };
  } catch (error) {
    await session.exec('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    session.release();
  }
}
