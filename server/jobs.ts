import { sql } from 'drizzle-orm';
import type { Config } from './config.ts';
import { queryRows, type Db } from './db/client.ts';
import { handOnFreeUses } from './modules/matches/hand-on.ts';
import { expireClaims, remindExpiringClaims } from './modules/matches/claim-expiry.ts';
import { noticeOverdueRewards } from './modules/matches/reward-due.ts';
import { closeUnconfirmedMatches } from './modules/matches/lifecycle.ts';
import { settleOfferEnds } from './modules/matches/offer-ended.ts';
import { purgeExpiredNotifications } from './modules/notifications/retention.ts';
import { purgeEndedSessions } from './modules/auth/sessions.ts';
import { purgeOldTraces } from './modules/flags/traces.ts';
import { purgeOldMemberChanges } from './plugins/conditional-reads.ts';
import { settleLapsedPremium } from './modules/subscription/lapse.ts';

type Log = { info: (message: string) => void; error: (message: string) => void };

/**
 * A periodic piece of housekeeping. `lockKey` is its PostgreSQL advisory lock: while one process
 * runs the job, the others skip it. `run` works inside the transaction that holds the lock.
 */
export type Job = { name: string; lockKey: number; everyMs: number; run: (db: Db, config: Config) => Promise<number> };

/** Arbitrary constants next to the migration lock (7_261_544_001), one per job; never reuse one (7_261_544_106: weekly summaries, mail/weekly-summary.ts). */
export const JOB_LOCK_KEYS = {
  closeUnconfirmedMatches: 7_261_544_101,
  purgeNotifications: 7_261_544_102,
  handOnFreeUses: 7_261_544_103,
  claimExpiry: 7_261_544_104,
  overdueRewards: 7_261_544_105,
  offerEnds: 7_261_544_107,
  memberChanges: 7_261_544_108,
  lapsedPremium: 7_261_544_109,
} as const;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Each job's name says what it does; its lock key, how often, and the work. */
export const JOBS: Job[] = [
  {
    name: 'close matches whose second party never confirmed receipt',
    lockKey: JOB_LOCK_KEYS.closeUnconfirmedMatches,
    everyMs: HOUR,
    run: (db) => closeUnconfirmedMatches(db),
  },
  { name: 'hand free uses to people still waiting for them', lockKey: JOB_LOCK_KEYS.handOnFreeUses, everyMs: 5 * MINUTE, run: (db) => handOnFreeUses(db) },
  {
    name: 'claim expiry: remind referees half-way, then cancel the claims that expired',
    lockKey: JOB_LOCK_KEYS.claimExpiry,
    everyMs: 10 * MINUTE,
    run: async (db) => (await remindExpiringClaims(db)) + (await expireClaims(db)),
  },
  {
    name: 'end the offers whose expiry date has passed, telling the people they touch',
    lockKey: JOB_LOCK_KEYS.offerEnds,
    everyMs: 10 * MINUTE,
    run: (db) => db.transaction((tx) => settleOfferEnds(tx)),
  },
  {
    name: 'purge the records of changed answers older than a quarter of an hour (each read asked again then answers in full once)',
    lockKey: JOB_LOCK_KEYS.memberChanges,
    everyMs: 5 * MINUTE,
    run: (db) => purgeOldMemberChanges(db),
  },
  {
    name: 'store Free on accounts whose Premium period has run out (answers read them as Free already)',
    lockKey: JOB_LOCK_KEYS.lapsedPremium,
    everyMs: 10 * MINUTE,
    run: (db) => settleLapsedPremium(db),
  },
  { name: 'tell parties whose reward is overdue', lockKey: JOB_LOCK_KEYS.overdueRewards, everyMs: HOUR, run: (db) => noticeOverdueRewards(db) },
  {
    name: 'purge notifications past their retention period, sessions no token can use, and self-referral signs past their keeping',
    lockKey: JOB_LOCK_KEYS.purgeNotifications,
    everyMs: 6 * HOUR,
    run: async (db, config) =>
      (await purgeExpiredNotifications(db, config.notificationRetentionDays)) + (await purgeEndedSessions(db)) + (await purgeOldTraces(db)),
  },
];

export type JobRun = { ran: true; changed: number } | { ran: false };

/**
 * Lock keys of the runs under way, per database handle. PGlite has one connection and queues
 * transactions, so a second run would wait for the first and then repeat it; this makes it skip,
 * as a second process on PostgreSQL does.
 */
const runningByDb = new WeakMap<Db, Set<number>>();

/**
 * Runs the job once unless another run of it holds its advisory lock (in this process or any
 * other on the same database), in which case it answers `{ ran: false }` at once. The lock is a
 * transaction lock: it goes with the commit or rollback, or with the connection if the process dies.
 */
export async function runJobOnce(db: Db, config: Config, job: Job): Promise<JobRun> {
  let running = runningByDb.get(db);
  if (!running) runningByDb.set(db, (running = new Set()));
  if (running.has(job.lockKey)) return { ran: false };
  running.add(job.lockKey);
  try {
    return await db.transaction(async (tx): Promise<JobRun> => {
      const [lock] = await queryRows<{ locked: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${job.lockKey}::bigint) AS locked`);
      if (!lock?.locked) return { ran: false };
      return { ran: true, changed: await job.run(tx, config) };
    });
  } finally {
    running.delete(job.lockKey);
  }
}

/**
 * Runs each job once now and then on its interval. The returned function stops them all and
 * waits for runs under way, so the database is not closed beneath a job's transaction.
 */
export function startJobs(db: Db, log: Log, config: Config, jobs: Job[] = JOBS): () => Promise<void> {
  const inFlight = new Set<Promise<void>>();
  const timers = jobs.map((job) => {
    const tick = () => {
      const run = runJobOnce(db, config, job).then(
        (outcome) => {
          if (outcome.ran && outcome.changed > 0) log.info(`${job.name}: ${outcome.changed}`);
        },
        (error: unknown) => log.error(`${job.name} failed: ${error instanceof Error ? error.message : String(error)}`),
      );
      inFlight.add(run);
      void run.finally(() => inFlight.delete(run));
    };
    tick();
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    return timer;
  });
  return async () => {
    timers.forEach((timer) => clearInterval(timer));
    await Promise.all(inFlight);
  };
}
