import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { openDatabase, queryRows, type Database, type Db } from './db/client.ts';
import { systemSettings } from './db/schema.ts';
import { JOBS, runJobOnce, startJobs, type Job } from './jobs.ts';
import { openTestDatabase } from './test/helper.ts';

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const config = loadConfig({ NODE_ENV: 'test' });
const log = { info: () => {}, error: () => {} };

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** A job that holds its lock until the test lets it finish, counting the runs that got the lock. */
function heldJob(lockKey: number) {
  let release!: () => void;
  let started!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const running = new Promise<void>((resolve) => (started = resolve));
  const job: Job & { runs: number } = {
    name: `held job ${lockKey}`,
    lockKey,
    everyMs: 60_000,
    runs: 0,
    run: async () => {
      job.runs += 1;
      // Only the first run holds on, so a run that should have skipped fails the test rather than hanging it.
      if (job.runs > 1) return 1;
      started();
      await gate;
      return 1;
    },
  };
  return { job, running, release };
}

function advisoryLocksHeld(db: Db, key: number): Promise<{ held: number }[]> {
  // A bigint advisory key is split into classid (high half) and objid (low half).
  return queryRows<{ held: number }>(
    db,
    sql`SELECT count(*)::int AS held FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid = (${key}::bigint & 4294967295)::oid AND classid = (${key}::bigint >> 32)::oid`,
  );
}

describe('background jobs take an advisory lock', () => {
  it('gives every job a lock key of its own', () => {
    const keys = JOBS.map((job) => job.lockKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('two runs at once: one does the work, the other skips', async () => {
    const { job, running, release } = heldJob(9_100_000_001);
    const first = runJobOnce(database.db, config, job);
    await running;
    // The first holds its lock until released below: a second run that waited for it instead of
    // skipping would never return, and the test would time out.
    const second = await runJobOnce(database.db, config, job);
    release();
    expect(second).toEqual({ ran: false });
    expect(await first).toEqual({ ran: true, changed: 1 });
    expect(job.runs).toBe(1);
    // The lock went with the first run's transaction: the next run does the work.
    const next = heldJob(9_100_000_001);
    next.release();
    expect(await runJobOnce(database.db, config, next.job)).toEqual({ ran: true, changed: 1 });
  });

  it.runIf(onPostgres)('two processes on one PostgreSQL database: the one holding the lock runs, the other skips', async () => {
    // A second pool on the same database, as a second app process would have.
    const other = await openDatabase({ databaseUrl: (database.client as pg.Pool).options.connectionString!, poolSize: 2 });
    const { job, running, release } = heldJob(9_100_000_002);
    const first = runJobOnce(database.db, config, job);
    try {
      await running;
      expect(await advisoryLocksHeld(other.db, job.lockKey)).toEqual([{ held: 1 }]);
      expect(await runJobOnce(other.db, config, job)).toEqual({ ran: false });
      // Another job has a key of its own and is not held up.
      const unrelated = heldJob(9_100_000_003);
      unrelated.release();
      expect(await runJobOnce(other.db, config, unrelated.job)).toEqual({ ran: true, changed: 1 });
      release();
      await first;
      expect(job.runs).toBe(1);
      expect(await advisoryLocksHeld(other.db, job.lockKey)).toEqual([{ held: 0 }]);
      const later = heldJob(9_100_000_002);
      later.release();
      expect(await runJobOnce(other.db, config, later.job)).toEqual({ ran: true, changed: 1 });
    } finally {
      release();
      await first;
      await other.close();
    }
  });

  it('commits what the job writes, and a failing job rolls back and frees its lock', async () => {
    const key = 'jobs-test-marker';
    const writes: Job = {
      name: 'writes a marker',
      lockKey: 9_100_000_004,
      everyMs: 60_000,
      run: async (db) => (await db.insert(systemSettings).values({ settingKey: key, settingValue: 1 }).returning()).length,
    };
    expect(await runJobOnce(database.db, config, writes)).toEqual({ ran: true, changed: 1 });
    expect(
      await database.db
        .select({ value: systemSettings.settingValue })
        .from(systemSettings)
        .where(sql`${systemSettings.settingKey} = ${key}`),
    ).toEqual([{ value: 1 }]);

    const fails: Job = {
      ...writes,
      run: async (db) => {
        await db.insert(systemSettings).values({ settingKey: `${key}-2`, settingValue: 2 });
        throw new Error('the job broke');
      },
    };
    await expect(runJobOnce(database.db, config, fails)).rejects.toThrow('the job broke');
    expect(
      await database.db
        .select()
        .from(systemSettings)
        .where(sql`${systemSettings.settingKey} = ${`${key}-2`}`),
    ).toEqual([]);
    if (onPostgres) expect(await advisoryLocksHeld(database.db, fails.lockKey)).toEqual([{ held: 0 }]);
    const after = heldJob(fails.lockKey);
    after.release();
    expect(await runJobOnce(database.db, config, after.job)).toEqual({ ran: true, changed: 1 });
  });

  it('startJobs runs each job at once, logs a failure, and stopping waits for a run under way', async () => {
    const { job, running, release } = heldJob(9_100_000_005);
    const failing: Job = { name: 'always fails', lockKey: 9_100_000_006, everyMs: 60_000, run: () => Promise.reject(new Error('no luck')) };
    const errors: string[] = [];
    const stop = startJobs(database.db, { ...log, error: (message) => errors.push(message) }, config, [job, failing]);
    await running;
    const order: string[] = [];
    const stopping = stop().then(() => order.push('stopped'));
    // A stop that did not wait would have settled by now: it awaits nothing but the runs under way.
    await new Promise((resolve) => setImmediate(resolve));
    order.push('released');
    release();
    await stopping;
    expect(order).toEqual(['released', 'stopped']);
    expect(job.runs).toBe(1);
    expect(errors).toEqual(['always fails failed: no luck']);
  });
});
