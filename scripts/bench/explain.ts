/**
 * `npm run bench:explain -- <database URL>`: the plans of the statements the busiest endpoints run,
 * with their timings, on a marketplace the benchmark seeded and kept (`npm run bench -- --keep`).
 *
 * It turns on PostgreSQL's auto_explain for that database (every statement, nested ones in
 * functions and triggers too, with ANALYZE and buffers), starts the app on it, asks each endpoint
 * twice as a person picked at random (the second is logged: the one a warm connection gives), makes
 * one claim, and prints the plans PostgreSQL logged meanwhile. The app's jobs run too (as in service):
 * their statements show among the others. The settings are taken off again
 * before it ends. It writes to the database (the claim); use it on a kept benchmark database only.
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { TokenService } from '#server/lib/tokens.ts';
import { startApp } from './app-process.ts';
import { REPORT_QUEUE_PATH, SUPPORT_QUEUE_PATH } from './endpoints.ts';
import { ADMIN_ID } from './seed-people.ts';
import { buildWebIfStale } from '#scripts/lib/web-build.ts';

const EXPLAIN_SETTINGS = {
  session_preload_libraries: 'auto_explain',
  'auto_explain.log_min_duration': '0',
  'auto_explain.log_analyze': 'on',
  'auto_explain.log_buffers': 'on',
  'auto_explain.log_nested_statements': 'on',
  'auto_explain.log_triggers': 'on',
};

const url = process.argv[2];
const logFile = process.env.PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
if (!url || !url.startsWith('postgres')) {
  console.error('Usage: npm run bench:explain -- postgres://user@host:5432/<kept benchmark database>  (PG_LOG=<server log file>)');
  process.exit(2);
}
const databaseName = new URL(url).pathname.slice(1);

const client = new pg.Client({ connectionString: url });
await client.connect();
const setAll = async (reset: boolean) => {
  for (const [name, value] of Object.entries(EXPLAIN_SETTINGS)) {
    await client.query(reset ? `ALTER DATABASE "${databaseName}" RESET "${name}"` : `ALTER DATABASE "${databaseName}" SET "${name}" = '${value}'`);
  }
};

const one = async <Row>(text: string) => ((await client.query(text)).rows as Row[])[0]!;
// A person with matches on both sides, and an app they have not claimed from yet.
const person = await one<{ id: string; email: string; username: string }>(
  `SELECT u.id, u.email, u.username FROM users u TABLESAMPLE SYSTEM (1)
   WHERE u.is_active AND NOT u.is_admin AND EXISTS (SELECT 1 FROM matches m WHERE m.referee_id = u.id) AND EXISTS (SELECT 1 FROM matches m WHERE m.referrer_id = u.id)
   LIMIT 1`,
);
const app = await one<{ id: string; name: string }>(
  `SELECT a.id, a.name FROM apps a
   WHERE a.is_active AND (a.expiry_date IS NULL OR a.expiry_date > now())
     AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.referee_id = '${person.id}' AND m.app_id = a.id)
     AND NOT EXISTS (SELECT 1 FROM user_apps ua WHERE ua.user_id = '${person.id}' AND ua.app_id = a.id)
   ORDER BY random() LIMIT 1`,
);
const counts = await one<{ as_referee: number; as_referrer: number; notifications: number }>(
  `SELECT (SELECT count(*)::int FROM matches WHERE referee_id = '${person.id}') AS as_referee,
          (SELECT count(*)::int FROM matches WHERE referrer_id = '${person.id}') AS as_referrer,
          (SELECT count(*)::int FROM notifications WHERE user_id = '${person.id}') AS notifications`,
);
console.log(
  `As ${person.id}: ${counts.as_referee} matches as referee, ${counts.as_referrer} as referrer, ${counts.notifications} notifications; claiming ${app.name}.`,
);

const jwtSecret = randomBytes(32).toString('hex');
const tokens = new TokenService(jwtSecret);
const userToken = await tokens.issue({ userId: person.id, scope: 'user' });
const adminToken = await tokens.issue({ userId: ADMIN_ID, scope: 'admin' });

// The server renders an app's page with the web app's build.
buildWebIfStale();
await setAll(false);
const logStart = fs.existsSync(logFile) ? fs.statSync(logFile).size : 0;
const server = await startApp({ DATABASE_URL: url, JWT_SECRET: jwtSecret });
const marks: { label: string; at: number }[] = [];
try {
  const call = async (label: string, path: string, token: string, body?: object) => {
    const response = await fetch(server.url + path, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${label}: ${response.status}`);
  };
  // A read twice, the second one logged: the first pays for preparing its statement on the connection.
  const read = async (label: string, path: string, token: string) => {
    await call(label, path, token);
    marks.push({ label, at: fs.statSync(logFile).size });
    await call(label, path, token);
  };
  await read('GET /api/matches/mine', '/api/matches/mine', userToken);
  await read('GET /api/matches/mine?page=2&limit=10', '/api/matches/mine?page=2&limit=10', userToken);
  await read('GET /api/matches/mine?state=active&limit=200', '/api/matches/mine?state=active&limit=200', userToken);
  await read('GET /api/matches/mine?state=finished&limit=20&page=2', '/api/matches/mine?state=finished&limit=20&page=2', userToken);
  await read('GET /api/matches/summary', '/api/matches/summary', userToken);
  await read('GET /api/referral-codes/available', '/api/referral-codes/available', userToken);
  await read('GET /api/referral-codes/available/summary', '/api/referral-codes/available/summary', userToken);
  await read(
    'GET /api/referral-codes/available?search=mon&category=banking&sort=reward',
    '/api/referral-codes/available?search=mon&category=banking&sort=reward',
    userToken,
  );
  await read('GET /api/notifications?limit=20', '/api/notifications?limit=20', userToken);
  await read('GET /api/dashboard', '/api/dashboard', userToken);
  await read('GET /api/referral-codes/mine', '/api/referral-codes/mine', userToken);
  await read('GET /api/members/{username}', `/api/members/${encodeURIComponent(person.username)}`, userToken);
  await read('GET /api/members/{username}/reviews?page=2', `/api/members/${encodeURIComponent(person.username)}/reviews?page=2`, userToken);
  await read('GET /api/analytics/summary?weeks=12', '/api/analytics/summary?weeks=12', userToken);
  await read('GET /api/analytics/matches.csv', '/api/analytics/matches.csv', userToken);
  await read('GET /api/admin/flags?status=OPEN', '/api/admin/flags?status=OPEN', adminToken);
  await read('GET /api/admin/flags?member={username}', `/api/admin/flags?member=${encodeURIComponent(person.username)}`, adminToken);
  await read(`GET ${REPORT_QUEUE_PATH}`, REPORT_QUEUE_PATH, adminToken);
  await read(`GET ${SUPPORT_QUEUE_PATH}`, SUPPORT_QUEUE_PATH, adminToken);
  await read('GET /api/admin/audit-log?entity_type=report', '/api/admin/audit-log?entity_type=report', adminToken);
  await read('GET /api/admin/system-settings/paid_features_enabled/impact', '/api/admin/system-settings/paid_features_enabled/impact', adminToken);
  await read('GET /api/admin/users?search=…', `/api/admin/users?search=${encodeURIComponent(person.email.split('@')[0]!.slice(0, -1))}`, adminToken);
  // An app's public page (served when the web app is built): its figures are counted once a minute
  // in a process, so its first visit is the one whose statements are logged.
  const { slug } = await one<{ slug: string }>(`SELECT slug FROM apps WHERE id = '${app.id}'`);
  marks.push({ label: 'GET /apps/{slug}', at: fs.statSync(logFile).size });
  await call('GET /apps/{slug}', `/apps/${slug}`, userToken);
  // A claim happens once: this first one of the process also fetches the app's instruction template.
  marks.push({ label: 'POST /api/matches/claim', at: fs.statSync(logFile).size });
  await call('POST /api/matches/claim', '/api/matches/claim', userToken, { app_id: app.id });
  marks.push({ label: 'after the claim', at: fs.statSync(logFile).size });
} finally {
  await server.stop();
  await setAll(true);
  await client.end();
}

// Every plan logged meanwhile, in order, but for the jobs' e-mail queueing (the app's jobs run, as in
// service, and queue reminders for the seeded backlog) and the foreign-key checks made for it. The
// log is written a little after each statement ends, so the plans are told apart by their text.
const entries = fs
  .readFileSync(logFile)
  .subarray(logStart)
  .toString('utf8')
  .split(/^(?=\S+ \S+ \S+ \[\d+\] \S+ LOG: {2}duration:)/m);
const noise = (entry: string) => entry.includes('mail_outbox') || (entry.includes('FOR KEY SHARE') && !entry.includes('claim_code'));
console.log(`Asked, in this order: ${marks.map((mark) => mark.label).join('; ')}.\n`);
for (const entry of entries) {
  if (!entry.includes('duration:') || noise(entry)) continue;
  console.log(entry.replace(/^\S+ \S+ \S+ \[\d+\] \S+ (LOG|CONTEXT): {2}/gm, '').trimEnd(), '\n');
}
