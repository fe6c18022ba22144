import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TokenService } from '#server/lib/tokens.ts';
import { openSse } from '#server/test/sse-client.ts';
import { call as callApi, freePort, startAppProcess, type AppProcess } from '../lib/app-process.ts';
import { brokenInvariants, lostAcknowledgements, STORED_MATCHES_SQL, type StoredMatch } from './invariants.ts';
import { Workload, type Person, type Sent } from './workload.ts';
import { createScratchDatabase, dropScratchDatabase } from './scratch-database.ts';
import { until } from './watchers.ts';

/** Answers read loosely: each test checks the fields it uses. */
const call = <T = any>(...args: Parameters<typeof callApi>) => callApi<T>(...args);

const baseUrl = process.env.TEST_DATABASE_URL;

const REFEREES = 10;
const REFERRERS = 8;
/** Acknowledged results before the first process is killed, and calls the restarted one must answer. */
const ACKS_BEFORE_KILL = 25;
const CALLS_AFTER_RESTART = 20;

describe('two app processes on one PostgreSQL database, one killed mid-run', () => {
  const seed = Number(process.env.FAULTS_SEED ?? Date.now() % 1_000_000);
  const databaseName = `rx_faults_${process.pid}_${randomBytes(3).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'referral-exchange-faults-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const processes: AppProcess[] = [];
  let client: pg.Client | undefined;

  afterAll(async () => {
    await client?.end();
    for (const app of processes) await app.stop('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (!baseUrl) return;
    await dropScratchDatabase(baseUrl, databaseName);
  });

  async function start(port: number, env: Record<string, string>): Promise<AppProcess> {
    const app = await startAppProcess(port, env);
    processes.push(app);
    return app;
  }

  it('keeps every invariant and every acknowledged write', async (ctx) => {
    ctx.skip(!baseUrl, 'TEST_DATABASE_URL is not set: this test needs a PostgreSQL server');
    const url = await createScratchDatabase(baseUrl!, databaseName);
    const env = {
      NODE_ENV: 'production',
      SMTP_URL: 'log',
      DATABASE_URL: url.toString(),
      JWT_SECRET: jwtSecret,
      DATA_DIR: dataDir,
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
      REGISTRATIONS_PER_HOUR: '1000',
      // Each of the workload's people reads their matches and claims step after step, far more often than a person.
      MEMBER_READS_PER_MINUTE: '1000000',
      CLAIMS_PER_HOUR: '1000000',
      CLAIMS_PER_DAY: '1000000',
    };

    // Both start at once on the empty database: migrations and the catalogue take turns.
    const ports = [await freePort(), await freePort()];
    const started = await Promise.all(ports.map((port) => start(port, env)));
    let first = started[0]!;
    const second = started[1]!;
    client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const db = client;

    const { rows: apps } = await db.query<{ id: string }>(
      `SELECT id FROM apps WHERE is_active AND referrer_reward_amount_pence > 0 AND referee_reward_amount_pence > 0 ORDER BY name LIMIT 3`,
    );
    const appIds = apps.map((app) => app.id);
    // One app lets a person hold two of its codes, so that limit is raced too.
    await db.query(`UPDATE apps SET max_uses_per_user = 2 WHERE id = $1`, [appIds[1]]);
    // This test is about faults, not about which links fit an app: every app takes any link.
    await db.query(`UPDATE apps SET referral_link_domains = '{}'`);

    // Two people sign up through the processes; the rest are written directly (hashing passwords would take most of the run).
    const tokens = new TokenService(jwtSecret);
    const registered = await Promise.all(
      [first, second].map((app, index) =>
        call(app.api, 'POST', '/auth/register', {
          body: { email: `signed-up-${index}@faults.example.com`, username: `signed_up_${index}`, password: 'secret-password' },
        }),
      ),
    );
    registered.forEach((answer) => expect(answer.status, JSON.stringify(answer.body)).toBe(201));
    const inserted = await db.query<{ id: string }>(
      `INSERT INTO users (email, username, password_hash)
       SELECT 'person-' || n || '@faults.example.com', 'person_' || n, 'not-a-password-hash' FROM generate_series(1, $1::int) AS n
       RETURNING id`,
      [REFEREES + REFERRERS - 2],
    );
    const ids = [...registered.map((answer) => answer.body.id as string), ...inserted.rows.map((row) => row.id)];
    const people: Person[] = await Promise.all(ids.map(async (id) => ({ id, token: await tokens.issue({ userId: id, scope: 'user' }) })));
    const referrers = people.slice(0, REFERRERS);
    const referees = people.slice(REFERRERS);

    // Every referrer shares a code for each app, through either process; fewer uses than claims, so claims compete.
    const sharing = referrers.flatMap((referrer, r) =>
      appIds.map((appId, a) => {
        const app = (r + a) % 2 === 0 ? first : second;
        return call(app.api, 'POST', '/referral-codes', {
          token: referrer.token,
          body: { app_id: appId, referral_link: `https://example.com/invite/FAULT${r}X${a}`, max_uses: 1 + ((r + a) % 2) },
        });
      }),
    );
    const shared = await Promise.all(sharing);
    shared.forEach((answer) => expect(answer.status, JSON.stringify(answer.body)).toBe(201));

    const workload = new Workload(
      [
        { name: 'first', api: () => first.api },
        { name: 'second', api: () => second.api },
      ],
      appIds,
      seed,
    );
    const running = workload.start(referees, referrers);

    let killedAt = 0;
    let restartedAt = Infinity;
    const answeredByRestarted = () => workload.sent.filter((sent) => sent.target === 'first' && sent.sentAt >= restartedAt && sent.status !== null).length;
    try {
      await until(() => workload.acknowledged.length >= ACKS_BEFORE_KILL, [workload.recorded], 20_000, `${ACKS_BEFORE_KILL} acknowledged results`);
      killedAt = Date.now();
      expect(await first.stop('SIGKILL')).toBeNull();
      first = await start(ports[0]!, env);
      restartedAt = Date.now();
      await until(() => answeredByRestarted() >= CALLS_AFTER_RESTART, [workload.recorded], 20_000, 'answers from the restarted process');
    } finally {
      await running.stop();
    }

    const context = `seed ${seed} (FAULTS_SEED=${seed} draws the same choices again)`;
    const unexpected = workload.sent.filter((sent) => !expected(sent, killedAt, restartedAt));
    expect(unexpected, `calls answered in a way nothing explains; ${context}`).toEqual([]);
    expect(answeredByRestarted(), 'the restarted process answered').toBeGreaterThanOrEqual(CALLS_AFTER_RESTART);
    const kinds = new Set(workload.acknowledged.map((ack) => ack.by));
    for (const kind of ['claim by app', 'mark-complete', 'cancel', 'confirm-receipt'])
      expect(kinds, `some ${kind} was acknowledged; ${context}`).toContain(kind);

    for (const app of [first, second]) {
      expect((await call(app.api, 'GET', '/health')).body).toMatchObject({ status: 'ok', database: { driver: 'postgres', reachable: true } });
    }
    // The restarted process hears of a claim made through the other: LISTEN/NOTIFY carries it across.
    const live = await openSse(`${first.api}/notifications/stream`, referrers[0]!.token);
    try {
      await live.next('unread-count', 10_000);
      const { rows: extra } = await db.query<{ id: string }>(`SELECT id FROM apps WHERE is_active AND NOT (id = ANY($1::uuid[])) ORDER BY name LIMIT 1`, [
        appIds,
      ]);
      const code = await call(second.api, 'POST', '/referral-codes', {
        token: referrers[0]!.token,
        body: { app_id: extra[0]!.id, referral_link: 'https://example.com/invite/LIVE0X', max_uses: 1 },
      });
      expect(code.status, JSON.stringify(code.body)).toBe(201);
      const claimed = await call(second.api, 'POST', `/referral-codes/claim/${code.body.id}`, { token: referees[0]!.token });
      expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);
      workload.acknowledged.push({
        id: claimed.body.match_id,
        status: 'ASSIGNED',
        refereeId: referees[0]!.id,
        appId: extra[0]!.id,
        by: 'claim through the second process',
      });
      const pushed = await live.next('notification', 10_000, (data) => data.notification.match_id === claimed.body.match_id);
      expect(pushed.data.notification.type).toBe('REFERRAL_CLAIMED');
    } finally {
      live.close();
    }

    // Graceful shutdown: requests and job runs finish, then each process exits cleanly.
    expect(await Promise.all([first.stop('SIGTERM'), second.stop('SIGTERM')])).toEqual([0, 0]);

    const query = async (sql: string) => (await db.query(sql)).rows as Record<string, unknown>[];
    expect(await brokenInvariants(query), context).toEqual([]);
    const stored = new Map(((await query(STORED_MATCHES_SQL)) as StoredMatch[]).map((row) => [row.id, row]));
    expect(lostAcknowledgements(workload.acknowledged, stored), context).toEqual([]);
    const codeIds = shared.map((answer) => answer.body.id as string);
    expect((await db.query(`SELECT count(*)::int AS n FROM referral_codes WHERE id = ANY($1::uuid[])`, [codeIds])).rows).toEqual([{ n: codeIds.length }]);
    expect((await db.query(`SELECT count(*)::int AS n FROM users WHERE id = ANY($1::uuid[])`, [ids])).rows).toEqual([{ n: ids.length }]);

    const inFlight = workload.sent.filter((sent) => sent.status === null && sent.sentAt < killedAt).length;
    const refused = workload.sent.filter((sent) => sent.status === null && sent.sentAt >= killedAt).length;
    console.log(
      `faults: ${context}; ${workload.sent.length} calls, ${workload.acknowledged.length} acknowledged results, ${stored.size} matches; ` +
        `${inFlight} calls in flight when the first process was killed, ${refused} refused while it restarted (${restartedAt - killedAt} ms)`,
    );
  }, 90_000);
});

/**
 * A call answered as the run allows: 200, 201 or 409 (a rule said no; 402 cannot happen with paid
 * features off), or no answer from the first process between its kill and its restart.
 */
function expected(sent: Sent, killedAt: number, restartedAt: number): boolean {
  if (sent.status === null) return sent.target === 'first' && sent.answeredAt >= killedAt && sent.sentAt <= restartedAt;
  return [200, 201, 409].includes(sent.status);
}
