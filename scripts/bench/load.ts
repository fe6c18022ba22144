import autocannon from 'autocannon';
import type { Endpoint } from './endpoints.ts';

export type LoadResult = {
  endpoint: string;
  kind: Endpoint['kind'];
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  /** 2xx answers a second: for claims, the matches made. */
  successesPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  /** Connection errors and timeouts. */
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: Record<string, number>;
};

export type LoadSettings = { connections: number; durationSeconds: number };

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

function run(url: string, endpoint: Endpoint, connections: number, seconds: number, onLatency?: (ms: number) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        timeout: 10,
        // Each request is built afresh: another person, search or claim.
        requests: [{ setupRequest: (request) => ({ ...request, ...endpoint.next() }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (onLatency) instance.on('response', (_client, _status, _bytes, responseTime) => onLatency(responseTime));
  });
}

/**
 * Warms the endpoint up (JIT, connection pools, caches) for a quarter of the run (half a second to
 * three), then measures it.
 * Latencies are kept at full precision (autocannon's own histogram rounds to whole milliseconds)
 * and cover every answer, whatever its status.
 */
export async function drive(url: string, endpoint: Endpoint, settings: LoadSettings): Promise<LoadResult> {
  await run(url, endpoint, settings.connections, Math.min(3, Math.max(0.5, settings.durationSeconds / 4)));
  const latencies: number[] = [];
  const result = await run(url, endpoint, settings.connections, settings.durationSeconds, (ms) => latencies.push(ms));
  const sorted = Float64Array.from(latencies).sort();
  const total = sorted.reduce((sum, value) => sum + value, 0);
  const seconds = result.duration;
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count ?? 0]));
  return {
    endpoint: endpoint.name,
    kind: endpoint.kind,
    seconds,
    requests: sorted.length,
    requestsPerSecond: round(sorted.length / seconds, 0),
    successesPerSecond: round(result['2xx'] / seconds, 0),
    latencyMs: {
      p50: round(percentile(sorted, 0.5)),
      p90: round(percentile(sorted, 0.9)),
      p99: round(percentile(sorted, 0.99)),
      max: round(sorted[sorted.length - 1] ?? 0),
      mean: round(sorted.length ? total / sorted.length : 0),
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
  };
}
