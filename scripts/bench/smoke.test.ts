/**
 * The benchmark's parts, run small and briefly so they keep working between full runs (`npm run
 * bench` takes minutes): a marketplace of 100 people seeded on the embedded database, the app
 * started on it as the benchmark starts it, every endpoint the benchmark measures answering 2xx,
 * claims from ten connections at once, a second of the open-loop mix, and then the invariants the
 * benchmark checks after its claims (no code over its uses, no person over an app's limit, track
 * records that match). No speed is asserted here: docs/performance.md has the figures.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebInto } from '#scripts/lib/web-build.ts';
import { startApp, type AppProcess } from './app-process.ts';
import { openSession, provisionDatabase, type BenchDatabase } from './database.ts';
import { baselineEndpoint, claimEndpoint, readEndpoints, type BenchRequest } from './endpoints.ts';
import { loadFixtures, type Fixtures } from './fixtures.ts';
import { checkInvariants } from './invariants.ts';
import { drive } from './load.ts';
import { realUseMix } from './mix.ts';
import { driveOpenLoop } from './open-stage.ts';
import { seedMarketplace } from './seed.ts';
import { sizeAt } from './sizes.ts';

const jwtSecret = randomBytes(32).toString('hex');
let bench: BenchDatabase;
let fixtures: Fixtures;
let app: AppProcess;
const followed = () => ({ app: app.pid, database: () => [] });
/** The web app the server renders its public pages with (GET /apps/{slug} is measured): dist/web when up to date, else built here. */
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'referral-exchange-bench-web-'));

beforeAll(async () => {
  bench = await provisionDatabase(undefined);
  const database = await bench.open();
  try {
    await seedMarketplace(database, sizeAt(0), () => undefined);
    const session = await openSession(database);
    try {
      fixtures = await loadFixtures(session, jwtSecret, 200, 20);
    } finally {
      session.release();
    }
  } finally {
    await database.close();
  }
  buildWebInto(webRoot);
  app = await startApp({ ...bench.serverEnv, JWT_SECRET: jwtSecret, WEB_ROOT: webRoot });
}, 180_000);

afterAll(async () => {
  await app?.stop();
  await bench?.dispose(false);
  fs.rmSync(webRoot, { recursive: true, force: true });
});

async function send(request: BenchRequest): Promise<number> {
  const answer = await fetch(`${app.url}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
  await answer.arrayBuffer();
  return answer.status;
}

async function invariantsAndMatches() {
  const database = await bench.open();
  try {
    const session = await openSession(database);
    try {
      const [counted] = await session.rows<{ matches: number }>('SELECT count(*)::int AS matches FROM matches');
      return { invariants: await checkInvariants(session), matches: counted!.matches };
    } finally {
      session.release();
    }
  } finally {
    await database.close();
  }
}

describe('the benchmark, small and brief', () => {
  it('seeds a marketplace whose people can sign in and have claims left to make', () => {
    expect(fixtures.people.length).toBeGreaterThan(0);
    expect(fixtures.claims.length).toBeGreaterThan(0);
  });

  it('finds every endpoint it measures answering 2xx (or the 304 it is meant to)', async () => {
    for (const endpoint of [baselineEndpoint(fixtures), ...readEndpoints(fixtures)]) {
      const status = await send(endpoint.next());
      if (endpoint.answers) expect(status, endpoint.name).toBe(endpoint.answers);
      else expect(status, endpoint.name).toBeLessThan(300);
    }
    // Thirty endpoints, each statement planned for the first time: seconds on a busy machine.
  }, 60_000);

  it('drives the reference endpoint from ten connections, every answer 2xx', async () => {
    const result = await drive(app.url, baselineEndpoint(fixtures), { connections: 10, durationSeconds: 1 }, followed());
    expect(result.requests).toBeGreaterThan(0);
    expect({ errors: result.errors, non2xx: result.non2xx }).toEqual({ errors: 0, non2xx: 0 });
  }, 60_000);

  it('drives claims from ten connections: matches made, the rest refused by the limits, none failing', async () => {
    // More claims than the small marketplace has left: once they run out, the same people claim again and are refused.
    const result = await drive(app.url, claimEndpoint(fixtures), { connections: 10, durationSeconds: 1 }, followed());
    expect(result.errors).toBe(0);
    expect(Object.keys(result.statuses).filter((status) => status.startsWith('5'))).toEqual([]);
  }, 60_000);

  it('runs a second of the open-loop mix, dropping nothing', async () => {
    const mix = realUseMix(fixtures, claimEndpoint(fixtures));
    const result = await driveOpenLoop(app.url, mix, {
      requestsPerSecond: 40,
      rateSource: '--open-rate',
      saturationPerSecond: null,
      estimatedSaturationPerSecond: null,
      seconds: 1,
      maxInFlight: 64,
      processes: followed(),
    });
    expect({ dropped: result.dropped, errors: result.errors }).toEqual({ dropped: 0, errors: 0 });
    expect(result.endpoints.length).toBeGreaterThan(0);
  }, 60_000);

  it('keeps every invariant after the claims and moves', async () => {
    // The embedded database is one process's at a time: the app stops first, as in the benchmark.
    await app.stop();
    const { invariants, matches } = await invariantsAndMatches();
    expect(matches, 'matches made by the claims').toBeGreaterThan(sizeAt(0).matches);
    expect(invariants).toEqual({
      codesOverMaxUses: 0,
      codesWithWrongUses: 0,
      peopleOverAppLimit: 0,
      ownCodeMatches: 0,
      codesWithWrongOwnerFlag: 0,
      peopleWithWrongTrackRecord: 0,
      appsWithWrongOfferFigures: 0,
    });
    // Stopping the app and opening its embedded database again took over 5 s once beside the other tests: a limit, as for the steps above.
  }, 60_000);
});
