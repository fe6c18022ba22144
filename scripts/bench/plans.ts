/**
 * `npm run bench:plans -- postgres://…/<kept benchmark database>`: which of the app's named
 * statements PostgreSQL plans again on every run, and how many round trips each read makes. The
 * app, in this process on one pooled connection, asks each read the screens make ten times, as a
 * seeded member and as the team, then reads that connection's pg_prepared_statements; then asks
 * each once more with every statement logged (PG_LOG, by default Debian's server log) and counts
 * its named and unnamed statements: an unnamed one is parsed and planned on every run.
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase, queryRows } from '#server/db/client.ts';
import { TokenService } from '#server/lib/tokens.ts';
import { ADMIN_ID } from './seed-people.ts';

const url = process.argv[2];
if (!url?.startsWith('postgres')) {
  console.error('Usage: npm run bench:plans -- postgres://user@localhost:5432/<kept benchmark database>  (PG_LOG=<server log file>)');
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
const jwtSecret = randomBytes(32).toString('hex');
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', JWT_SECRET: jwtSecret, SMTP_URL: 'log', MEMBER_READS_PER_MINUTE: '1000000000' }),
  database,
  jwtSecret,
  logger: false,
});
await app.ready();
const [person] = await queryRows<{ id: string; username: string }>(
  database.db,
  sql`SELECT u.id, u.username FROM users u WHERE u.is_active AND NOT u.is_admin
      AND EXISTS (SELECT 1 FROM matches m WHERE m.referee_id = u.id) AND EXISTS (SELECT 1 FROM matches m WHERE m.referrer_id = u.id) LIMIT 1`,
);
const tokens = new TokenService(jwtSecret);
const member = await tokens.issue({ userId: person!.id, scope: 'user' });
const admin = await tokens.issue({ userId: ADMIN_ID, scope: 'admin' });
const name = encodeURIComponent(person!.username);
const memberReads = [
  '/api/dashboard',
  '/api/auth/me',
  '/api/user-apps',
  '/api/referral-codes/mine',
  '/api/referral-codes/available',
  '/api/referral-codes/available/summary',
  '/api/referral-codes/available?search=mon&category=banking&sort=reward',
  '/api/referral-codes/claimed',
  '/api/matches/mine',
  '/api/matches/mine?page=2&limit=10',
  '/api/matches/mine?state=active&limit=200',
  '/api/matches/mine?state=finished&limit=20',
  '/api/matches/mine?state=finished&limit=20&page=2',
  '/api/matches/summary',
  '/api/matches/waiting',
  '/api/matches/opportunities?limit=6',
  '/api/matches/opportunities',
  '/api/reports/mine',
  '/api/support/requests/mine',
  '/api/notifications?limit=20',
  '/api/notifications?unread_only=true&limit=20',
  '/api/notifications',
  '/api/notifications/unread-count',
  '/api/auth/notification-preferences',
  '/api/auth/sessions',
  `/api/members/${name}`,
  `/api/members/${name}/reviews`,
  `/api/members/${name}/reviews?page=2`,
  '/api/analytics/summary?weeks=12',
  '/api/analytics/summary',
  '/api/analytics/matches.csv',
  '/api/public/apps',
  '/api/subscription/status',
];
const teamReads = [
  '/api/admin/users',
  '/api/admin/users?search=a',
  '/api/admin/users/metrics',
  `/api/admin/users/${person!.id}`,
  '/api/admin/apps-with-offers?search=a',
  '/api/admin/apps-with-offers',
  '/api/admin/reports?status=OPEN&limit=10',
  '/api/admin/reports?status=RESOLVED&limit=10',
  '/api/admin/reports?limit=10',
  '/api/admin/reviews?status=REPORTED',
  '/api/admin/reviews?status=HIDDEN',
  '/api/admin/flags?status=OPEN',
  '/api/admin/flags?status=CLEARED',
  `/api/admin/flags?member=${name}`,
  '/api/admin/support-requests?status=OPEN&limit=10',
  '/api/admin/support-requests?status=ANSWERED&limit=10',
  '/api/admin/audit-log',
  '/api/admin/audit-log?entity_type=report',
  '/api/admin/system-settings',
  '/api/admin/system-settings/paid_features_enabled/impact',
  '/api/admin/ai-suggestions',
];
const refused: string[] = [];
for (let run = 0; run < 10; run += 1) {
  for (const [reads, token] of [
    [memberReads, member],
    [teamReads, admin],
  ] as const) {
    for (const path of reads) {
      const response = await app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
      if (response.statusCode !== 200 && run === 0) refused.push(`${path}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
  }
}
const plans = await queryRows<{ name: string; generic_plans: number; custom_plans: number; statement: string }>(
  database.db,
  sql`SELECT name, generic_plans::int, custom_plans::int, left(regexp_replace(statement, '[[:space:]]+', ' ', 'g'), 140) AS statement
      FROM pg_prepared_statements ORDER BY custom_plans DESC, name`,
);
console.log(refused.length ? `Not answered 200:\n${refused.join('\n')}\n` : 'Every read answered 200.\n');
console.log('Named statements not on a generic plan after ten runs (planned again on each, or run fewer than six times):');
for (const plan of plans.filter((p) => p.generic_plans === 0)) console.log(`  ${plan.name} (${plan.custom_plans} custom): ${plan.statement}`);
console.log(`\n${plans.length} named statements, ${plans.filter((p) => p.generic_plans > 0).length} on a generic plan.`);

// Each read once more with every statement logged: how many round trips it makes, and how many of
// them PostgreSQL parses and plans afresh (drizzle's unnamed statements).
const logFile = process.env.PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
await queryRows(database.db, sql`SET log_min_duration_statement = 0`);
console.log('\nRound trips a read makes: named, unnamed (parsed and planned each time)');
for (const [reads, token] of [
  [memberReads, member],
  [teamReads, admin],
] as const) {
  for (const path of reads) {
    const from = fs.statSync(logFile).size;
    await app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
    await queryRows(database.db, sql`SELECT 'mark'`);
    const log = fs.readFileSync(logFile, 'utf8').slice(from);
    const executes = [...log.matchAll(/execute ([^:]+):/g)].map((match) => match[1]!);
    const unnamed = executes.filter((name) => name === '<unnamed>').length;
    const simple = [...log.matchAll(/statement: /g)].length - 1;
    console.log(`  ${path}: ${executes.length - unnamed} named, ${unnamed} unnamed${simple > 0 ? `, ${simple} simple` : ''}`);
  }
}
await app.close();
await database.close();
