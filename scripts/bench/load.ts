import autocannon from 'autocannon';
import type { BenchRequest, Endpoint } from './endpoints.ts';
import { percentile, round } from './latency.ts';
import { perRequestOf, startRunQueue, type Followed, type PerRequest } from './run-queue.ts';

export type LoadResult = {
  endpoint: string;
  kind: Endpoint['kind'];
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  /** 2xx answers a second (and the 304s of a read meant to answer them): for claims, the matches made. */
  successesPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  /** Connection errors and timeouts. */
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: Record<string, number>;
  /** Over the measured run: the app's and the database's time on a CPU and waiting for one, per request (null off Linux). */
  perRequest: PerRequest | null;
};

export type LoadSettings = { connections: number; durationSeconds: number };

/** How long, or how many requests (`amount`), and what each request is. */
type Run = { seconds: number; amount?: number; next: () => BenchRequest };

function run(url: string, connections: number, { seconds, amount, next }: Run, onLatency?: (ms: number) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        ...(amount === undefined ? { duration: seconds } : { amount }),
        timeout: 10,
        // Each request is built afresh: another person, search or claim.
        requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (onLatency) instance.on('response', (_client, _status, _bytes, responseTime) => onLatency(responseTime));
  });
}

/**
 * Warms the endpoint up, then measures it. The warm-up asks once as each person the run picks from
 * (when the endpoint is read as a person), as a marketplace in service has its active people's rows
 * in the cache, and then runs for a quarter of the run (half a second to three) for the JIT,
 * connection pools and caches.
 * Latencies are kept at full precision (autocannon's own histogram rounds to whole milliseconds)
 * and cover every answer, whatever its status.
 */
export async function drive(url: string, endpoint: Endpoint, settings: LoadSettings, followed: Followed): Promise<LoadResult> {
  if (endpoint.everyone) {
    const { count, request } = endpoint.everyone;
    let index = 0;
    await run(url, settings.connections, { seconds: 0, amount: count, next: () => request(index++) });
  }
  await run(url, settings.connections, { seconds: Math.min(3, Math.max(0.5, settings.durationSeconds / 4)), next: endpoint.next });
  const latencies: number[] = [];
  const stopCounting = startRunQueue(followed.app, followed.database);
  const result = await run(url, settings.connections, { seconds: settings.durationSeconds, next: endpoint.next }, (ms) => latencies.push(ms));
  const runQueue = stopCounting?.() ?? null;
  const sorted = Float64Array.from(latencies).sort();
  const total = sorted.reduce((sum, value) => sum + value, 0);
  const seconds = result.duration;
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count ?? 0]));
  // A read meant to answer 304 counts those as answered, not as failures.
  const expected = endpoint.answers ? (statuses[String(endpoint.answers)] ?? 0) : 0;
  return {
    endpoint: endpoint.name,
    kind: endpoint.kind,
    seconds,
    requests: sorted.length,
    requestsPerSecond: round(sorted.length / seconds, 0),
    successesPerSecond: round((result['2xx'] + expected) / seconds, 0),
    latencyMs: {
      p50: round(percentile(sorted, 0.5)),
      p90: round(percentile(sorted, 0.9)),
      p99: round(percentile(sorted, 0.99)),
      max: round(sorted[sorted.length - 1] ?? 0),
      mean: round(sorted.length ? total / sorted.length : 0),
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx - expected,
    statuses,
    perRequest: runQueue && latencies.length > 0 ? perRequestOf(runQueue, latencies.length) : null,
  };
}
