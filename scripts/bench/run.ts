/**
 * `npm run bench`: seeds a marketplace, starts the app on it and measures its busiest endpoints
 * against a bare one-query route, first on a small marketplace (10,000 matches) and then at full
 * scale, where claims run too. `npm run bench -- --help` for the options.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApp } from './app-process.ts';
import { openSession, provisionDatabase, type BenchDatabase } from './database.ts';
import { baselineEndpoint, claimEndpoint, readEndpoints, type Endpoint } from './endpoints.ts';
import { loadFixtures } from './fixtures.ts';
import { checkInvariants, describeInvariants, invariantsHold, type Invariants } from './invariants.ts';
import { drive, type LoadResult } from './load.ts';
import { USAGE, parseOptions, type BenchOptions } from './options.ts';
import { buildReport, toMarkdown, writeReport, type Stage } from './report.ts';
import { seedMarketplace } from './seed.ts';
import { baselineSizeFor, sizeAt, type MarketplaceSize } from './sizes.ts';

const resultsDirectory = fileURLToPath(new URL('../../bench-results', import.meta.url));
const log = (line: string) => console.log(line);

/** Enough claims for the run at a rate well above the target, so the same person and app rarely come round twice. */
const claimsWanted = (options: BenchOptions) => Math.min(200_000, Math.ceil((options.durationSeconds + 3) * 5_000));

async function seedAndGather(bench: BenchDatabase, size: MarketplaceSize, options: BenchOptions, jwtSecret: string, withClaims: boolean) {
  const database = await bench.open();
  try {
    const seed = await seedMarketplace(database, size, log);
    const session = await openSession(database);
    try {
      const fixtures = await loadFixtures(session, jwtSecret, withClaims ? claimsWanted(options) : 0);
      return { seed, fixtures };
    } finally {
      session.release();
    }
  } finally {
    await database.close();
  }
}

async function measure(bench: BenchDatabase, jwtSecret: string, endpoints: Endpoint[], options: BenchOptions): Promise<LoadResult[]> {
  const app = await startApp({ ...bench.serverEnv, JWT_SECRET: jwtSecret });
  const results: LoadResult[] = [];
  try {
    for (const endpoint of endpoints) {
      const result = await drive(app.url, endpoint, options);
      log(`  ${endpoint.name}: ${result.requestsPerSecond} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`);
      results.push(result);
    }
  } finally {
    await app.stop();
  }
  return results;
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
  const startedAt = new Date();
  const jwtSecret = randomBytes(32).toString('hex');
  const full = sizeAt(options.scale);
  const plan: { label: string; size: MarketplaceSize; claims: boolean }[] = [
    ...(options.claimsOnly ? [] : [{ label: 'Small marketplace', size: baselineSizeFor(full), claims: false }]),
    { label: 'Full scale', size: full, claims: true },
  ];
  const bench = await provisionDatabase(process.env.DATABASE_URL);
  log(`Benchmark on ${bench.description}.`);
  const stages: Stage[] = [];
  let invariants: Invariants | null = null;
  try {
    for (const { label, size, claims } of plan) {
      log(`\n${label}: seeding ${size.users} users, ${size.codes} codes, ${size.matches} matches, ${size.notifications} notifications`);
      const { seed, fixtures } = await seedAndGather(bench, size, options, jwtSecret, claims);
      const endpoints = [baselineEndpoint(fixtures), ...(options.claimsOnly ? [] : readEndpoints(fixtures)), ...(claims ? [claimEndpoint(fixtures)] : [])];
      log(`${label}: driving ${endpoints.length} endpoints, ${options.durationSeconds} s each at ${options.connections} connections`);
      stages.push({ label, seed, results: await measure(bench, jwtSecret, endpoints, options) });
      if (claims) invariants = await invariantsOf(bench);
    }
  } finally {
    const kept = await bench.dispose(options.keep);
    if (kept) log(`\nKept the seeded database: ${kept}`);
  }

  const report = buildReport(options, bench.description, startedAt, stages, invariants);
  const written = writeReport(report, resultsDirectory);
  console.log(`\n${toMarkdown(report)}`);
  console.log(`Written to ${path.relative(process.cwd(), written.markdown)} and ${path.relative(process.cwd(), written.json)}.`);
  if (invariants && !invariantsHold(invariants)) {
    console.error(`Invariants broken after the claims: ${describeInvariants(invariants)}`);
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
