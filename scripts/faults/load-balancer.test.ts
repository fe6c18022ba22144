import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TokenService } from '#server/lib/tokens.ts';
import { freePort, startAppProcess, type AppProcess } from '../lib/app-process.ts';
import { openDatabaseLink, type DatabaseLink } from './database-link.ts';
import { callThrough, findHaproxy, startHaproxy, type Haproxy } from './haproxy.ts';
import { brokenInvariants, lostAcknowledgements, STORED_MATCHES_SQL, type StoredMatch } from './invariants.ts';
import { until, watch, within, type Watcher } from './watchers.ts';
import { Workload, type Person, type Sent } from './workload.ts';
import { createScratchDatabase, dropScratchDatabase } from './scratch-database.ts';

/** Answers read loosely: each test checks the fields it uses. */
const call = <T = any>(...args: Parameters<typeof callThrough>) => callThrough<T>(...args);

const baseUrl = process.env.TEST_DATABASE_URL;
const haproxyBinary = findHaproxy();
const skipped = !haproxyBinary
  ? 'HAProxy is not installed (Debian: `apt-get install haproxy`, or set HAPROXY_PATH)'
  : !baseUrl
    ? 'TEST_DATABASE_URL is not set: this test needs a PostgreSQL server'
    : null;
if (skipped) console.log(`The load-balancer fault test is skipped: ${skipped}.`);

const REFEREES = 10;
const REFERRERS = 8;
/** People with a live stream open through HAProxy, half on each process (round robin). */
const WATCHERS = 6;
/** Results the workload has acknowledged before the kill, and answers it gets from the healthy process around each fault: every fault lands on a busy system. */
const ACKS_BEFORE_FAULT = 15;
const ANSWERS_AROUND_FAULT = 20;

describe.skipIf(skipped !== null)('two app processes behind HAProxy: one killed, then the other without PostgreSQL', () => {
  const seed = Number(process.env.FAULTS_SEED ?? Date.now() % 1_000_000);
  const databaseName = `rx_balanced_${process.pid}_${randomBytes(3).toString('hex')}`;
  let dir: string | undefined;
  const jwtSecret = randomBytes(32).toString('hex');
  const processes: AppProcess[] = [];
  const watchers: Watcher[] = [];
  let haproxy: Haproxy | undefined;
  let link: DatabaseLink | undefined;
  let client: pg.Client | undefined;

  afterAll(async () => {
    for (const watcher of watchers) watcher.stream.close();
    await haproxy?.stop();
    for (const app of processes) await app.stop('SIGKILL');
    await link?.close();
    await client?.end();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    await dropScratchDatabase(baseUrl!, databaseName);
  });

  it('steers away from a killed process and from one without its database, losing nothing acknowledged', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'referral-exchange-balanced-'));
    const direct = await createScratchDatabase(baseUrl!, databaseName);
    // Process "one" reaches PostgreSQL through a link the test can cut; "two" directly.
    link = await openDatabaseLink({ host: direct.hostname, port: Number(direct.port || 5432) });
    const linked = new URL(direct);
    linked.hostname = '127.0.0.1';
    linked.port = String(link.port);
    const env = {
      NODE_ENV: 'production',
      SMTP_URL: 'log',
      TRUST_PROXY: '127.0.0.1',
      JWT_SECRET: jwtSecret,
      DATA_DIR: dir,
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
      REGISTRATIONS_PER_HOUR: '1000',
      // Each of the workload's people reads their matches and claims step after step, far more often than a person.
      MEMBER_READS_PER_MINUTE: '1000000',
      CLAIMS_PER_HOUR: '1000000',
      CLAIMS_PER_DAY: '1000000',
    };
    const [portOne, portTwo, portBalancer] = [await freePort(), await freePort(), await freePort()];
    const start = async (port: number, databaseUrl: URL) => {
      const app = await startAppProcess(port, { ...env, DATABASE_URL: databaseUrl.toString() });
      processes.push(app);
      return app;
    };
    const [one, firstTwo] = await Promise.all([start(portOne!, linked), start(portTwo!, direct)]);
    let two = firstTwo;
    haproxy = await startHaproxy(haproxyBinary!, dir, {
      port: portBalancer!,
      backends: [
        { name: 'one', port: portOne! },
        { name: 'two', port: portTwo! },
      ],
      // Every request of the workload comes from this one address, far faster than one client would.
      requestsPer10s: 1_000_000,
    });
    const lb = haproxy;
    await Promise.all([lb.waitFor('one', 'UP'), lb.waitFor('two', 'UP')]);

    client = new pg.Client({ connectionString: direct.toString() });
    await client.connect();
    const db = client;
    const { rows: apps } = await db.query<{ id: string }>(
      `SELECT id FROM apps WHERE is_active AND referrer_reward_amount_pence > 0 AND referee_reward_amount_pence > 0 ORDER BY name LIMIT 7`,
    );
    // Five apps: enough claims to go round for the whole run before every referee holds all they may.
    const appIds = apps.slice(0, 5).map((app) => app.id);
    /** Apps the workload leaves alone: claims on them are the test's own, one per watcher per fault. */
    const watchedApps = apps.slice(5).map((app) => app.id);
    await db.query(`UPDATE apps SET max_uses_per_user = 2 WHERE id = $1`, [appIds[1]]);
    await db.query(`UPDATE apps SET referral_link_domains = '{}'`);

    const tokens = new TokenService(jwtSecret);
    const inserted = await db.query<{ id: string }>(
      `INSERT INTO users (email, username, password_hash)
       SELECT 'person-' || n || '@balanced.example.com', 'person_' || n, 'not-a-password-hash' FROM generate_series(1, $1::int) AS n
       RETURNING id`,
      [REFEREES + REFERRERS + 2 * WATCHERS],
    );
    const people: Person[] = await Promise.all(inserted.rows.map(async ({ id }) => ({ id, token: await tokens.issue({ userId: id, scope: 'user' }) })));
    const referrers = people.slice(0, REFERRERS);
    const referees = people.slice(REFERRERS, REFERRERS + REFEREES);
    const watched = people.slice(REFERRERS + REFEREES, REFERRERS + REFEREES + WATCHERS);
    const witnesses = people.slice(REFERRERS + REFEREES + WATCHERS);

    const share = async (person: Person, appId: string, link: string, maxUses: number) => {
      const answer = await call(lb.api, 'POST', '/referral-codes', { token: person.token, body: { app_id: appId, referral_link: link, max_uses: maxUses } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.id as string;
    };
    const shared = await Promise.all(
      referrers.flatMap((referrer, r) => appIds.map((appId, a) => share(referrer, appId, `https://example.com/invite/LB${r}X${a}`, 1 + ((r + a) % 2)))),
    );
    /** Each watcher's code for each watched app, claimed by their witness once the stream should be live. */
    const watchedCodes = await Promise.all(
      watched.map((person, w) => Promise.all(watchedApps.map((appId, a) => share(person, appId, `https://example.com/invite/W${w}X${a}`, 1)))),
    );

    // Opened one after another, so round robin puts every other stream on each process.
    for (const person of watched) watchers.push(await watch(lb.api, person));
    const onOne = watchers.filter((watcher) => watcher.servedBy === 'one');
    const onTwo = watchers.filter((watcher) => watcher.servedBy === 'two');
    expect(onOne.length, 'streams on process one').toBeGreaterThanOrEqual(2);
    expect(onTwo.length, 'streams on process two').toBeGreaterThanOrEqual(2);

    const acknowledgedClaims: { id: string; refereeId: string; appId: string }[] = [];
    /** The witness claims the watcher's code through HAProxy, and the watcher's stream must carry it. */
    const notifyThrough = async (watcher: Watcher, round: number) => {
      const index = watched.findIndex((person) => person.id === watcher.id);
      const witness = witnesses[index]!;
      const claimed = await call(lb.api, 'POST', `/referral-codes/claim/${watchedCodes[index]![round]}`, { token: witness.token });
      expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);
      acknowledgedClaims.push({ id: claimed.body.match_id, refereeId: witness.id, appId: watchedApps[round]! });
      const pushed = await watcher.stream.next('notification', 15_000, (data) => data.notification.match_id === claimed.body.match_id);
      expect(pushed.data.notification.type).toBe('REFERRAL_CLAIMED');
    };

    const twoTargets = [
      { name: 'load balancer', api: () => lb.api },
      { name: 'load balancer', api: () => lb.api },
    ];
    const workload = new Workload(twoTargets, appIds, seed, callThrough);
    const running = workload.start(referees, referrers);
    const answeredBy = (name: string, after: number) =>
      workload.sent.filter((sent) => sent.servedBy === name && sent.sentAt > after && sent.status !== null).length;
    const failedReconnects = () => one.output().split('notification_events listener could not reconnect').length - 1;
    const moments = { killSent: 0, twoGone: 0, twoDown: 0, restarting: 0, twoUp: 0, cut: 0, oneDown: 0, restored: 0, oneUp: 0 };
    const acknowledgedAt = { kill: 0, cut: 0 };
    const reconnected: Watcher[] = [];
    try {
      await until(() => workload.acknowledged.length >= ACKS_BEFORE_FAULT, [workload.recorded], 30_000, `${ACKS_BEFORE_FAULT} acknowledged results`);

      // Two: killed with SIGKILL mid-run. HAProxy stops sending to it.
      moments.killSent = Date.now();
      acknowledgedAt.kill = workload.acknowledged.length;
      expect(await two.stop('SIGKILL')).toBeNull();
      moments.twoGone = Date.now();
      moments.twoDown = await lb.waitFor('two', 'DOWN');
      await until(() => answeredBy('one', moments.twoGone) >= ANSWERS_AROUND_FAULT, [workload.recorded], 20_000, 'answers from process one after the kill');
      // Its streams end, and each reconnects through HAProxy to the survivor and carries what comes next.
      reconnected.push(
        ...(await Promise.all(
          onTwo.map(async (watcher) => {
            await within(watcher.stream.ended, 10_000, `the end of ${watcher.id}'s stream on the killed process`);
            return watch(lb.api, watcher);
          }),
        )),
      );
      watchers.push(...reconnected);
      for (const watcher of reconnected) await notifyThrough(watcher, 0);
      // It starts again on the same database, and HAProxy takes it back.
      moments.restarting = Date.now();
      two = await start(portTwo!, direct);
      moments.twoUp = await lb.waitFor('two', 'UP');
      await until(() => answeredBy('two', moments.twoUp) >= ANSWERS_AROUND_FAULT, [workload.recorded], 20_000, 'answers from process two once restarted');

      // One: its PostgreSQL goes away. Its health check answers 503 and HAProxy stops sending to it.
      const failedBefore = failedReconnects();
      moments.cut = Date.now();
      acknowledgedAt.cut = workload.acknowledged.length;
      link.cut();
      moments.oneDown = await lb.waitFor('one', 'DOWN');
      // Held until two has served the workload a while, and one's notification listener has tried
      // to reconnect twice in vain (0.5 s, then 1 s after it lost the connection).
      await until(() => answeredBy('two', moments.oneDown) >= ANSWERS_AROUND_FAULT, [workload.recorded], 20_000, 'answers from process two while one is down');
      await until(
        () => failedReconnects() >= failedBefore + 2,
        [
          [one.child.stdout!, 'data'],
          [one.child.stderr!, 'data'],
        ],
        20_000,
        "one's listener failing to reconnect twice",
      );
      moments.restored = Date.now();
      link.restore();
      // It recovers by itself: the pool connects again, HAProxy sees it healthy, the listeners come back.
      moments.oneUp = await lb.waitFor('one', 'UP');
      await until(() => answeredBy('one', moments.oneUp) >= ANSWERS_AROUND_FAULT, [workload.recorded], 20_000, 'answers from process one once it is back');
      // Every stream is on one by now: each gets the unread count again once one's listener is back
      // (nothing else sends these people one), then carries a notification made after that.
      for (const watcher of watchers.filter((each) => !each.ended)) {
        await watcher.stream.next('unread-count', 20_000);
        await notifyThrough(watcher, 1);
      }
    } finally {
      await running.stop();
    }
    expect(
      reconnected.map((watcher) => watcher.servedBy),
      'where the streams of the killed process reconnected',
    ).toEqual(onTwo.map(() => 'one'));
    const live = watchers.filter((watcher) => !watcher.ended);
    expect(
      live.map((watcher) => watcher.servedBy),
      'where the live streams are',
    ).toEqual(watched.map(() => 'one'));

    // Graceful shutdown, then the data.
    for (const watcher of watchers) watcher.stream.close();
    expect(await Promise.all([one.stop('SIGTERM'), two.stop('SIGTERM')])).toEqual([0, 0]);
    const context = `seed ${seed} (FAULTS_SEED=${seed} draws the same choices again)`;
    const failed = workload.sent.filter((sent) => sent.status === null || ![200, 201, 409].includes(sent.status));
    const inFlightOnKilled = (sent: Sent) => sent.servedBy === 'two' && sent.sentAt <= moments.twoGone && sent.answeredAt >= moments.killSent;
    const onOneWithoutDatabase = (sent: Sent) => sent.servedBy === 'one' && sent.answeredAt >= moments.cut && sent.sentAt <= moments.oneDown;
    const unexplained = failed.filter((sent) => !inFlightOnKilled(sent) && !onOneWithoutDatabase(sent));
    expect(unexplained, `requests that failed outside a switch, or on a process that was not the one failing; ${context}`).toEqual([]);
    const steeredWrong = workload.sent.filter(
      (sent) =>
        (sent.servedBy === 'two' && sent.sentAt > moments.twoGone && sent.sentAt < moments.restarting) ||
        (sent.servedBy === 'one' && sent.sentAt > moments.oneDown && sent.sentAt < moments.restored),
    );
    expect(steeredWrong, 'requests HAProxy sent to a process it had marked down').toEqual([]);
    const kinds = new Set(workload.acknowledged.map((ack) => ack.by));
    for (const kind of ['claim by app', 'mark-complete', 'cancel', 'confirm-receipt'])
      expect(kinds, `some ${kind} was acknowledged; ${context}`).toContain(kind);

    const query = async (sql: string) => (await db.query(sql)).rows as Record<string, unknown>[];
    expect(await brokenInvariants(query), context).toEqual([]);
    const stored = new Map(((await query(STORED_MATCHES_SQL)) as StoredMatch[]).map((row) => [row.id, row]));
    const acknowledged = [...workload.acknowledged, ...acknowledgedClaims.map((claim) => ({ ...claim, status: 'ASSIGNED', by: 'a claim on a watched code' }))];
    expect(lostAcknowledgements(acknowledged, stored), context).toEqual([]);
    const codeIds = [...shared, ...watchedCodes.flat()];
    expect((await db.query(`SELECT count(*)::int AS n FROM referral_codes WHERE id = ANY($1::uuid[])`, [codeIds])).rows).toEqual([{ n: codeIds.length }]);

    /** "12 on two: 502 × 12 (claim by app 4, matches as referee 8)" */
    const describeFailures = (list: Sent[]) => {
      if (list.length === 0) return 'none';
      const tally = (key: (sent: Sent) => string) => {
        const counts = new Map<string, number>();
        for (const sent of list) counts.set(key(sent), (counts.get(key(sent)) ?? 0) + 1);
        return [...counts].map(([name, count]) => `${name} ${count}`).join(', ');
      };
      return `${list.length} on ${[...new Set(list.map((sent) => sent.servedBy))].join(' and ')}: status ${tally((sent) => String(sent.status ?? 'none'))} (${tally((sent) => sent.what)})`;
    };
    const sentBetween = (from: number, to: number) => workload.sent.filter((sent) => sent.sentAt >= from && sent.sentAt <= to).length;
    console.log(
      [
        `load balancer: ${context}; ${workload.sent.length} requests through HAProxy, ${acknowledged.length} acknowledged results, ${stored.size} matches; every invariant holds and every acknowledged write is present`,
        `  two killed with SIGKILL after ${acknowledgedAt.kill} acknowledged results; HAProxy saw it DOWN after ${moments.twoDown - moments.killSent} ms, ` +
          `${sentBetween(moments.killSent, moments.twoDown)} requests sent meanwhile; failed (in flight on two): ${describeFailures(failed.filter(inFlightOnKilled))}; ` +
          `restarted, UP after ${moments.twoUp - moments.restarting} ms`,
        `  one lost PostgreSQL for ${moments.restored - moments.cut} ms after ${acknowledgedAt.cut} acknowledged results; HAProxy saw it DOWN after ${moments.oneDown - moments.cut} ms, ` +
          `${sentBetween(moments.cut, moments.oneDown)} requests sent meanwhile; failed (on one, before HAProxy steered away): ${describeFailures(failed.filter(onOneWithoutDatabase))}; ` +
          `UP ${moments.oneUp - moments.restored} ms after the link came back`,
        `  streams: ${reconnected.length} on two ended with it, reconnected through HAProxy to one and carried the next notification; ` +
          `all ${live.length} on one (${onOne.length} there from the start) caught up after its database came back and carried the next notification`,
      ].join('\n'),
    );
  }, 120_000);
});
