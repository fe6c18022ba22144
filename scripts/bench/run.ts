/**
 * `npm run bench`: seeds a marketplace, starts the app on it and measures its busiest endpoints
 * against a bare one-query route, first on a small marketplace (10,000 matches) and then at full
 * scale, where claims run too and then an open-loop mix shaped like real use at a steady rate.
 * `npm run bench -- --help` for the options.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApp } from './app-process.ts';
import { buildWebIfStale } from '#scripts/lib/web-build.ts';
import { keptDatabase, openSession, provisionDatabase, type BenchDatabase, type Session } from './database.ts';
import { baselineEndpoint, claimEndpoint, readEndpoints, type Endpoint } from './endpoints.ts';
import { loadFixtures } from './fixtures.ts';
import { checkInvariants, describeInvariants, invariantsHold, type Invariants } from './invariants.ts';
import { drive, type LoadResult } from './load.ts';
import { measuredRates, mixCapacity, realUseMix, type MixRequest, type Visit } from './mix.ts';
import { DEFAULT_MEMBER_READS_PER_MINUTE } from '#server/plugins/member-read-limits.ts';
import { driveOpenLoop, mixSaturation, type OpenLoopResult, type OpenLoopSettings } from './open-stage.ts';
import { USAGE, parseOptions, type BenchOptions } from './options.ts';
import { buildReport, toMarkdown, writeReport, type Stage } from './report.ts';
import { backendsOf } from './run-queue.ts';
import { seedMarketplace, type SeedReport } from './seed.ts';
import { baselineSizeFor, sizeAt, type MarketplaceSize } from './sizes.ts';

const resultsDirectory = fileURLToPath(new URL('../../bench-results', import.meta.url));
const log = (line: string) => console.log(line);

/** Enough claims for the run at a rate well above the target, so the same person and app rarely come round twice. */
const claimsWanted = (options: BenchOptions) => Math.min(200_000, Math.ceil((options.durationSeconds + 3) * 5_000));
/** Matches to mark complete, and rewards to confirm, in the open-loop mix: each can be moved once. */
const MOVES_WANTED = 5_000;

/** How big a kept marketplace is, counted (a kept database is measured as it is). */
async function keptSize(session: Session): Promise<MarketplaceSize> {
  const [row] = await session.rows<MarketplaceSize>(
    `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM referral_codes)::int AS codes,
            (SELECT count(*) FROM matches)::int AS matches, (SELECT count(*) FROM notifications)::int AS notifications`,
  );
  return row!;
}

/** Seeds the marketplace (a kept database as it is, counted) and picks the people and requests the run uses. */
async function seedAndGather(bench: BenchDatabase, size: MarketplaceSize, options: BenchOptions, jwtSecret: string, withClaims: boolean) {
  const database = await bench.open();
  try {
    const kept = options.database !== null;
    const seeded = kept ? null : await seedMarketplace(database, size, log);
    const session = await openSession(database);
    try {
      const seed: SeedReport = seeded ?? { size: await keptSize(session), apps: 0, seconds: 0, steps: {} };
      const fixtures = await loadFixtures(session, jwtSecret, withClaims ? claimsWanted(options) : 0, withClaims ? MOVES_WANTED : 0);
      return { seed, fixtures };
    } finally {
      session.release();
    }
  } finally {
    await database.close();
  }
}

/** The PostgreSQL server's version and the settings the figures depend on, as the report says them; null for the embedded database. */
async function serverSettings(bench: BenchDatabase): Promise<{ said: string; autovacuumOff: boolean } | null> {
  if (bench.driver !== 'postgres') return null;
  const database = await bench.open();
  try {
    const session = await openSession(database);
    try {
      const [row] = await session.rows<{ version: string; autovacuum: string; shared_buffers: string; synchronous_commit: string }>(
        `SELECT current_setting('server_version') AS version, current_setting('autovacuum') AS autovacuum,
                current_setting('shared_buffers') AS shared_buffers, current_setting('synchronous_commit') AS synchronous_commit`,
      );
      const { version, autovacuum, shared_buffers: buffers, synchronous_commit: commit } = row!;
      return {
        said: `server ${version.split(' ', 1)[0]}, autovacuum ${autovacuum}, shared_buffers ${buffers}, synchronous_commit ${commit}`,
        autovacuumOff: autovacuum !== 'on',
      };
    } finally {
      session.release();
    }
  } finally {
    await database.close();
  }
}

/** What the looping member asks for: the heaviest read, as one of the mix's own people. */
function loopingRead(fixtures: Awaited<ReturnType<typeof loadFixtures>>): MixRequest {
  const member = fixtures.people[0];
  if (!member) throw new Error('The marketplace has no people for the looping member to be');
  return { endpoint: 'GET /api/dashboard (the looping member)', method: 'GET', path: '/api/dashboard', headers: { authorization: `Bearer ${member.token}` } };
}

/** The reads `--only` names (every read when it names none); naming none that exists is a mistake worth stopping for. */
function chosenReads(reads: Endpoint[], only: string[]): Endpoint[] {
  if (only.length === 0) return reads;
  const chosen = reads.filter((read) => only.some((text) => read.name.includes(text)));
  if (chosen.length === 0) throw new Error(`--only ${only.join(',')} names none of the reads: ${reads.map((read) => read.name).join('; ')}`);
  return chosen;
}

/**
 * The open-loop rate: as asked, or half the mix's saturation, measured by driving the mix itself
 * flat out for the closed loop's duration (beside the figure worked out from each endpoint alone).
 */
async function openLoopSettings(
  url: string,
  mix: Visit[],
  results: LoadResult[],
  options: BenchOptions,
  processes: OpenLoopSettings['processes'],
): Promise<OpenLoopSettings> {
  const common = {
    estimatedSaturationPerSecond: mixCapacity(mix, measuredRates(results)),
    seconds: options.openDurationSeconds,
    maxInFlight: options.openInFlight,
    processes,
  };
  if (options.openRate !== null) return { ...common, saturationPerSecond: null, requestsPerSecond: options.openRate, rateSource: '--open-rate' };
  log(`Open-loop mix: its saturation, visits back to back with about ${options.connections} requests out, for ${options.durationSeconds} s`);
  const saturation = await mixSaturation(url, mix, { seconds: options.durationSeconds, inFlight: options.connections });
  log(
    `  ${saturation.toFixed(0)} requests/s answered with 2xx (worked out from the endpoints alone: ${common.estimatedSaturationPerSecond?.toFixed(0) ?? 'not measured'})`,
  );
  return { ...common, saturationPerSecond: saturation, requestsPerSecond: saturation / 2, rateSource: 'half the measured saturation' };
}

function logOpenLoop(result: OpenLoopResult): void {
  const { rate } = result;
  log(
    `  asked ${rate.requestedPerSecond} requests/s (${rate.source}; saturation ${rate.saturationPerSecond ?? 'not measured'}, worked out from the endpoints ${rate.estimatedSaturationPerSecond ?? 'not measured'}), planned ${rate.plannedPerSecond}, sent ${rate.sentPerSecond}, answered 2xx ${rate.answeredPerSecond}`,
  );
  log(
    `  in flight at most ${result.peakInFlight} of ${result.maxInFlight} allowed; dropped ${result.dropped}, errors ${result.errors}, non-2xx ${result.non2xx}; visits started over ${result.lateAfterMs} ms late ${result.late} (at most ${result.maxStartDelayMs} ms)`,
  );
  if (result.perRequest && result.runQueue) {
    const { perRequest, runQueue } = result;
    log(
      `  per request: app ${perRequest.appCpuMs} ms on a CPU and ${perRequest.appWaitMs} ms waiting for one; database ${perRequest.databaseCpuMs} ms and ${perRequest.databaseWaitMs} ms; machine ${Math.round(runQueue.machineBusy * 100)}% busy, load ${runQueue.loadAverage.join(' ')}`,
    );
  }
  for (const row of result.endpoints) {
    log(
      `  ${row.endpoint}: ${row.count} requests, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, p99.9 ${row.p999Ms} ms, non-2xx ${row.non2xx}, errors ${row.errors}, dropped ${row.dropped}`,
    );
  }
  if (result.loopingMember) {
    const { connections, endpoint, perSecond, statuses } = result.loopingMember;
    log(
      `  ${endpoint} on ${connections} connections: ${perSecond} answers/s (${Object.entries(statuses)
        .map(([status, times]) => `${status}: ${times}`)
        .join(', ')})`,
    );
  }
}

/** Drives each endpoint in a closed loop, then (given a mix) the open-loop mix, on one start of the app. */
async function measure(
  bench: BenchDatabase,
  jwtSecret: string,
  endpoints: Endpoint[],
  options: BenchOptions,
  mix: Visit[] | null,
  loopingMember: OpenLoopSettings['loopingMember'],
): Promise<{ results: LoadResult[]; openLoop: OpenLoopResult | null }> {
  // Other runs lift the limit on each member's heaviest reads out of reach (app-process.ts); a
  // looping member meets the product's own unless the run names another.
  const readLimit = options.memberReadsPerMinute ?? (loopingMember ? DEFAULT_MEMBER_READS_PER_MINUTE : null);
  const app = await startApp({ ...bench.serverEnv, JWT_SECRET: jwtSecret, ...(readLimit === null ? {} : { MEMBER_READS_PER_MINUTE: String(readLimit) }) });
  const databaseName = bench.name;
  const followed = { app: app.pid, database: () => (databaseName ? backendsOf(databaseName) : []) };
  const results: LoadResult[] = [];
  try {
    for (const endpoint of endpoints) {
      const result = await drive(app.url, endpoint, options, followed);
      const cpu = result.perRequest
        ? `; per request app ${result.perRequest.appCpuMs} ms on a CPU, ${result.perRequest.appWaitMs} ms waiting, database ${result.perRequest.databaseCpuMs} ms and ${result.perRequest.databaseWaitMs} ms`
        : '';
      log(
        `  ${endpoint.name}: ${result.requestsPerSecond} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}${cpu}`,
      );
      results.push(result);
    }
    // --claims-only is the claims' ratio in a few minutes: the mix only when a rate is given.
    if (!mix || (options.claimsOnly && options.openRate === null)) return { results, openLoop: null };
    const settings = { ...(await openLoopSettings(app.url, mix, results, options, followed)), loopingMember };
    log(`Open-loop mix: ${settings.requestsPerSecond.toFixed(1)} requests/s for ${settings.seconds} s`);
    if (loopingMember)
      log(
        `  and one member asking for ${loopingMember.request.path} back to back on ${loopingMember.connections} connections (MEMBER_READS_PER_MINUTE ${readLimit})`,
      );
    const openLoop = await driveOpenLoop(app.url, mix, settings);
    logOpenLoop(openLoop);
    return { results, openLoop };
  } finally {
    await app.stop();
  }
}

async function invariantsOf(bench: BenchDatabase): Promise<Invariants> {
  const database = await bench.open();
  try {
    const session = await openSession(database);
    try {
      return await checkInvariants(session);
    } finally {
      session.release();
    }
  } finally {
    await database.close();
  }
}

async function main(options: BenchOptions): Promise<number> {
  // The server renders the public pages with the web app's build: build it if it is missing or stale.
  buildWebIfStale();
  const startedAt = new Date();
  const jwtSecret = randomBytes(32).toString('hex');
  const full = sizeAt(options.scale);
  const plan: { label: string; size: MarketplaceSize; claims: boolean }[] = [
    ...(options.claimsOnly || options.openOnly || options.only.length > 0 ? [] : [{ label: 'Small marketplace', size: baselineSizeFor(full), claims: false }]),
    { label: options.database ? 'Kept database' : 'Full scale', size: full, claims: options.only.length === 0 },
  ];
  const bench = options.database ? keptDatabase(options.database) : await provisionDatabase(process.env.DATABASE_URL);
  const server = await serverSettings(bench);
  const description = server ? `${bench.description}; ${server.said}` : bench.description;
  log(`Benchmark on ${description}.`);
  if (server?.autovacuumOff) {
    log(
      'Note: this PostgreSQL server runs with autovacuum off. A server in service has it on (the app tunes it for the claim order, migration 0005), so after the claims and the mix more dead rows are left here than there.',
    );
  }
  const stages: Stage[] = [];
  let invariants: Invariants | null = null;
  try {
    for (const { label, size, claims } of plan) {
      log(`\n${label}: seeding ${size.users} users, ${size.codes} codes, ${size.matches} matches, ${size.notifications} notifications`);
      const { seed, fixtures } = await seedAndGather(bench, size, options, jwtSecret, claims);
      const claimsEndpoint = claims ? claimEndpoint(fixtures) : null;
      const endpoints = options.openOnly
        ? []
        : [
            baselineEndpoint(fixtures),
            ...(options.claimsOnly ? [] : chosenReads(readEndpoints(fixtures), options.only)),
            ...(claimsEndpoint ? [claimsEndpoint] : []),
          ];
      if (endpoints.length > 0) log(`${label}: driving ${endpoints.length} endpoints, ${options.durationSeconds} s each at ${options.connections} connections`);
      // The mix's claims carry on from the closed loop's, so each is a person and app not claimed yet.
      // The looping member is the first of the people, and none of the mix's.
      const mixPeople = options.loopingMember === null ? fixtures : { ...fixtures, people: fixtures.people.slice(1) };
      const mix = claimsEndpoint ? realUseMix(mixPeople, claimsEndpoint) : null;
      const looper = options.loopingMember === null ? null : { connections: options.loopingMember, request: loopingRead(fixtures) };
      const { results, openLoop } = await measure(bench, jwtSecret, endpoints, options, mix, looper);
      stages.push({ label, seed, results, openLoop });
      if (claims) invariants = await invariantsOf(bench);
    }
  } finally {
    const kept = await bench.dispose(options.keep);
    if (kept) log(`\nKept the seeded database: ${kept}`);
  }

  const report = buildReport(options, description, startedAt, stages, invariants);
  const written = writeReport(report, resultsDirectory);
  console.log(`\n${toMarkdown(report)}`);
  console.log(`Written to ${path.relative(process.cwd(), written.markdown)} and ${path.relative(process.cwd(), written.json)}.`);
  if (invariants && !invariantsHold(invariants)) {
    console.error(`Invariants broken after the claims and moves: ${describeInvariants(invariants)}`);
    return 1;
  }
  return 0;
}

let options: BenchOptions | null;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(2);
}
if (!options) {
  console.log(USAGE);
} else {
  process.exitCode = await main(options);
}
