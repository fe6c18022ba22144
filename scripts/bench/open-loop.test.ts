import { describe, expect, it } from 'vitest';
import { percentile, summarise } from './latency.ts';
import { poissonTimes, runSchedule, type Arrival, type Clock } from './open-loop.ts';

/**
 * A clock that moves only when the schedule waits and nothing else can run: it jumps to the time
 * asked for, answering on the way every request due by then, in order. No real time passes.
 */
function simulatedClock() {
  let now = 0;
  const due: { at: number; answer: () => void }[] = [];
  const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
  const clock: Clock = {
    now: () => now,
    sleepUntil: async (at) => {
      // Time moves on only once nothing else can run.
      await flush();
      for (;;) {
        due.sort((a, b) => a.at - b.at);
        const next = due[0];
        if (!next || next.at > at) break;
        due.shift();
        now = Math.max(now, next.at);
        next.answer();
        await flush();
      }
      now = Math.max(now, at);
    },
  };
  /** A server that answers each request `serviceMs(request)` after it was sent, with `status`. */
  const server =
    <R>(serviceMs: (request: R) => number, status = 200) =>
    (request: R) =>
      new Promise<number>((resolve) => due.push({ at: now + serviceMs(request), answer: () => resolve(status) }));
  return { clock, server };
}

const settings = { maxInFlight: 100, lateAfterMs: 10, drainMs: 10_000 };
const arrivalsEvery = (gapMs: number, count: number, perArrival = 1): Arrival<string>[] =>
  Array.from({ length: count }, (_, index) => ({ at: index * gapMs, requests: Array.from({ length: perArrival }, (_, n) => `r${index}.${n}`) }));

describe('runSchedule', () => {
  it('starts each arrival on time whether or not earlier ones were answered', async () => {
    const { clock, server } = simulatedClock();
    const sentAt: number[] = [];
    const send = server<string>(() => 50);
    const result = await runSchedule(arrivalsEvery(10, 5), { ...settings, clock, send: (request) => (sentAt.push(clock.now()), send(request)) });
    expect(sentAt).toEqual([0, 10, 20, 30, 40]);
    expect(result.outcomes.map((outcome) => outcome.latencyMs)).toEqual([50, 50, 50, 50, 50]);
    expect(result.peakInFlight).toBe(5);
    expect(result.late).toBe(0);
  });

  it('counts latency from the planned start, so a stall shows in every request it held up', async () => {
    const { clock, server } = simulatedClock();
    // The first request stalls the (one-at-a-time) server for 100 ms; the rest take 1 ms each after it.
    let freeAt = 0;
    const send = server<string>((request) => {
      const start = Math.max(clock.now(), freeAt);
      freeAt = start + (request === 'r0.0' ? 100 : 1);
      return freeAt - clock.now();
    });
    const result = await runSchedule(arrivalsEvery(10, 4), { ...settings, clock, send });
    const latency = Object.fromEntries(result.outcomes.map((outcome) => [outcome.request, outcome.latencyMs]));
    expect(latency).toEqual({ 'r0.0': 100, 'r1.0': 91, 'r2.0': 82, 'r3.0': 73 });
  });

  it('drops an arrival whole when it would pass the in-flight cap, and says so', async () => {
    const { clock, server } = simulatedClock();
    const arrivals = [0, 10, 30].map((at, index) => ({ at, requests: [`r${index}.0`, `r${index}.1`] }));
    const result = await runSchedule(arrivals, { ...settings, maxInFlight: 3, clock, send: server<string>(() => 25) });
    const byStatus = (status: number | string) =>
      result.outcomes
        .filter((outcome) => outcome.status === status)
        .map((outcome) => outcome.request)
        .sort();
    expect(byStatus('dropped')).toEqual(['r1.0', 'r1.1']);
    expect(byStatus(200)).toEqual(['r0.0', 'r0.1', 'r2.0', 'r2.1']);
    expect(result.peakInFlight).toBe(2);
  });

  it('counts a request unanswered at the deadline as an error, with its time so far', async () => {
    const { clock, server } = simulatedClock();
    const result = await runSchedule(arrivalsEvery(10, 2), {
      ...settings,
      drainMs: 500,
      clock,
      send: server<string>((request) => (request === 'r1.0' ? 60_000 : 5)),
    });
    expect(result.outcomes).toEqual([
      { request: 'r0.0', latencyMs: 5, status: 200 },
      { request: 'r1.0', latencyMs: 500, status: 'error' },
    ]);
  });

  it('counts a refused request as an error', async () => {
    const { clock } = simulatedClock();
    const result = await runSchedule(arrivalsEvery(10, 1), { ...settings, clock, send: () => Promise.reject(new Error('refused')) });
    expect(result.outcomes).toEqual([{ request: 'r0.0', latencyMs: 0, status: 'error' }]);
  });

  it('counts starts later than the allowance', async () => {
    const { server } = simulatedClock();
    let now = 0;
    // This process falls behind: every wait overshoots by 15 ms.
    const clock: Clock = { now: () => now, sleepUntil: async (at) => void (now = Math.max(now, at + 15)) };
    const result = await runSchedule(arrivalsEvery(100, 3), { ...settings, clock, send: server<string>(() => 0) });
    expect(result.late).toBe(3);
    expect(result.maxStartDelayMs).toBe(15);
  });
});

describe('poissonTimes', () => {
  it('draws exponential gaps at the rate asked for, within the window', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const times = poissonTimes(200, 50, random);
    expect(times.every((time, index) => time >= (times[index - 1] ?? 0) && time < 50_000)).toBe(true);
    expect(times.length).toBeGreaterThan(9_600);
    expect(times.length).toBeLessThan(10_400);
  });

  it('puts arrivals at the exponential quantiles of the numbers drawn', () => {
    const draws = [0.5, 0.75];
    expect(poissonTimes(10, 1, () => draws.shift() ?? 0.9999)).toEqual([100 * Math.log(2), 100 * Math.log(2) + 100 * Math.log(4)]);
  });
});

describe('summarise', () => {
  it('gives nearest-rank percentiles per endpoint over every request sent, and counts the rest', () => {
    const samples = [
      ...Array.from({ length: 1000 }, (_, index) => ({ endpoint: 'a', latencyMs: index + 1, status: 200 as const })),
      { endpoint: 'b', latencyMs: 7, status: 409 },
      { endpoint: 'b', latencyMs: 10_000, status: 'error' as const },
      { endpoint: 'b', latencyMs: 0, status: 'dropped' as const },
    ];
    const [a, b] = summarise(samples);
    expect(a).toMatchObject({ endpoint: 'a', count: 1000, p50Ms: 500, p99Ms: 990, p999Ms: 999, maxMs: 1000, non2xx: 0, errors: 0, dropped: 0 });
    expect(b).toMatchObject({ endpoint: 'b', count: 3, p50Ms: 7, p99Ms: 10_000, non2xx: 1, errors: 1, dropped: 1, statuses: { '409': 1 } });
  });

  it('answers 0 for no values', () => {
    expect(percentile([], 0.99)).toBe(0);
  });
});
