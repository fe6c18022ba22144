/** The nearest-rank percentile of sorted values: the smallest value with at least `fraction` of them at or below it. */
export function percentile(sorted: ArrayLike<number>, fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * What one endpoint answered in the open-loop run. Percentiles cover every request sent, whatever
 * its status; one never answered counts with the time until it was given up.
 */
export type EndpointLatency = {
  endpoint: string;
  /** Requests planned: answered, unanswered and dropped together. */
  count: number;
  p50Ms: number;
  p99Ms: number;
  p999Ms: number;
  maxMs: number;
  non2xx: number;
  /** Sent and never answered (refused, reset or still out at the deadline). */
  errors: number;
  /** Never sent: the in-flight cap was reached when their visit arrived. */
  dropped: number;
  statuses: Record<string, number>;
};

type Sample = { endpoint: string; latencyMs: number; status: number | 'error' | 'dropped' };

/** Per endpoint, in the order each first appears. */
export function summarise(samples: Sample[]): EndpointLatency[] {
  const byEndpoint = new Map<string, Sample[]>();
  for (const sample of samples) {
    const list = byEndpoint.get(sample.endpoint);
    if (list) list.push(sample);
    else byEndpoint.set(sample.endpoint, [sample]);
  }
  return [...byEndpoint].map(([endpoint, list]) => {
    const answered = list.filter((sample) => typeof sample.status === 'number');
    const sorted = Float64Array.from(
      list.filter((sample) => sample.status !== 'dropped'),
      (sample) => sample.latencyMs,
    ).sort();
    const statuses: Record<string, number> = {};
    for (const { status } of answered) statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
    return {
      endpoint,
      count: list.length,
      p50Ms: round(percentile(sorted, 0.5)),
      p99Ms: round(percentile(sorted, 0.99)),
      p999Ms: round(percentile(sorted, 0.999)),
      maxMs: round(sorted[sorted.length - 1] ?? 0),
      non2xx: answered.filter(({ status }) => (status as number) < 200 || (status as number) >= 300).length,
      errors: list.filter(({ status }) => status === 'error').length,
      dropped: list.filter(({ status }) => status === 'dropped').length,
      statuses,
    };
  });
}
