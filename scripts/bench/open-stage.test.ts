import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Visit } from './mix.ts';
import { driveOpenLoop, mixSaturation } from './open-stage.ts';

/** A server that answers /ok with 200 and anything else with 500, counting what it answered and the most requests it held at once. */
function countingServer() {
  const seen = { ok: 0, failed: 0, inFlight: 0, peakInFlight: 0 };
  const server = http.createServer((request, response) => {
    seen.inFlight += 1;
    seen.peakInFlight = Math.max(seen.peakInFlight, seen.inFlight);
    // Held a moment, so requests overlap as they would on a busy app.
    setTimeout(() => {
      seen.inFlight -= 1;
      if (request.url === '/ok') seen.ok += 1;
      else seen.failed += 1;
      response.statusCode = request.url === '/ok' ? 200 : 500;
      response.end();
    }, 2);
  });
  return { server, seen };
}

const visit = (name: string, paths: string[]): Visit => ({
  name,
  perHundred: 50,
  endpoints: paths,
  requests: () => paths.map((path) => ({ endpoint: path, method: 'GET' as const, path, headers: {} })),
});

describe('the mix driven flat out', () => {
  const { server, seen } = countingServer();
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('counts only 2xx answers, and keeps about the requests asked for out at once', async () => {
    // Two visits of two requests each: 2 requests a visit, so 8 in flight is 4 visitors.
    const rate = await mixSaturation(url, [visit('both', ['/ok', '/fail']), visit('fine', ['/ok', '/ok'])], { seconds: 0.2, inFlight: 8 });
    expect(seen.failed).toBeGreaterThan(0);
    expect(rate).toBeGreaterThan(0);
    // What was counted (after the warm-up) is at most what the server answered with 200.
    expect(rate * 0.2).toBeLessThanOrEqual(seen.ok);
    expect(seen.peakInFlight).toBeLessThanOrEqual(8);
    expect(seen.inFlight).toBe(0);
  });

  it('counts nothing when every answer is an error', async () => {
    const failedBefore = seen.failed;
    const rate = await mixSaturation(url, [visit('broken', ['/fail', '/fail'])], { seconds: 0.2, inFlight: 4 });
    expect(seen.failed).toBeGreaterThan(failedBefore);
    expect(rate).toBe(0);
  });

  it('runs a looping member on connections of its own beside the mix, and says how it was answered', async () => {
    const result = await driveOpenLoop(url, [visit('fine', ['/ok'])], {
      requestsPerSecond: 50,
      rateSource: '--open-rate',
      saturationPerSecond: null,
      estimatedSaturationPerSecond: null,
      seconds: 0.4,
      maxInFlight: 16,
      processes: { app: process.pid, database: () => [] },
      loopingMember: { connections: 2, request: { endpoint: 'the looping member', method: 'GET', path: '/fail', headers: {} } },
    });
    // The mix's figures are the mix's alone; the member's answers (500 from this server) are counted apart.
    expect(result.endpoints.map((row) => row.endpoint)).toEqual(['/ok']);
    expect(result.non2xx).toBe(0);
    expect(result.loopingMember).toMatchObject({ connections: 2, endpoint: 'the looping member' });
    expect(result.loopingMember!.statuses['500']).toBeGreaterThan(0);
    expect(result.loopingMember!.perSecond).toBeGreaterThan(0);
    expect(seen.inFlight).toBe(0);
  });
});
