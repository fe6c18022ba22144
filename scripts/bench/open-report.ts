import type { OpenLoopResult } from './open-stage.ts';

/** Every endpoint's p99 in the open-loop mix, at half the machine's saturation rate. */
const OPEN_LOOP_P99_MS = 50;

const count = (value: number) => value.toLocaleString('en-GB');

export function openLoopTargets(result: OpenLoopResult): { target: string; measured: string; met: boolean }[] {
  return result.endpoints.map((row) => ({
    target: `open loop, ${row.endpoint}: p99 ≤ ${OPEN_LOOP_P99_MS} ms`,
    measured: `${row.p99Ms} ms at ${result.rate.sentPerSecond} requests/s${row.dropped + row.errors > 0 ? ` (${row.dropped} dropped, ${row.errors} errors)` : ''}`,
    met: row.p99Ms <= OPEN_LOOP_P99_MS && row.dropped === 0 && row.errors === 0,
  }));
}

export function openLoopMarkdown(result: OpenLoopResult): string {
  const { rate } = result;
  const mix = result.mix.map((visit) => `${visit.perHundred} ${visit.visit}${visit.requests > 1 ? ` (${visit.requests} requests at once)` : ''}`).join(', ');
  const lines = [
    `Visits arrive at random (a Poisson process) for ${result.seconds} s after a warm-up; each request's latency counts from its visit's planned start. Per hundred visits: ${mix}; ${result.requestsPerVisit} requests a visit.`,
    '',
    `Asked ${rate.requestedPerSecond} requests/s (${rate.source}; the mix's saturation measured in this run, visits back to back: ${rate.saturationPerSecond === null ? 'not measured' : `${rate.saturationPerSecond}/s`}; worked out from each endpoint's closed-loop figure: ${rate.estimatedSaturationPerSecond === null ? 'not measured' : `${rate.estimatedSaturationPerSecond}/s`}). Planned ${rate.plannedPerSecond}/s, sent ${rate.sentPerSecond}/s, answered with 2xx ${rate.answeredPerSecond}/s.`,
    `In flight at most ${result.peakInFlight} (cap ${result.maxInFlight}); dropped ${count(result.dropped)}, errors ${count(result.errors)}, non-2xx ${count(result.non2xx)}; visits started more than ${result.lateAfterMs} ms late: ${count(result.late)} (latest ${result.maxStartDelayMs} ms).`,
    ...(result.perRequest && result.runQueue
      ? [
          `Per request sent, over the measured run: the app ${result.perRequest.appCpuMs} ms on a CPU and ${result.perRequest.appWaitMs} ms ready but waiting for one; the database's backends ${result.perRequest.databaseCpuMs} ms and ${result.perRequest.databaseWaitMs} ms. The machine was ${Math.round(result.runQueue.machineBusy * 100)}% busy (load average ${result.runQueue.loadAverage.join(' ')} at the end).`,
        ]
      : []),
    ...(result.loopingMember
      ? [
          `Beside the mix, one member (none of the mix's people) asked for ${result.loopingMember.endpoint.replace(/ \(.*\)$/, '')} back to back on ${result.loopingMember.connections} connections: ${result.loopingMember.perSecond} answers a second over the measured run (${Object.entries(
            result.loopingMember.statuses,
          )
            .map(([status, times]) => `${status}: ${count(times)}`)
            .join(', ')}). The CPU per request above includes theirs.`,
        ]
      : []),
    '',
    '| Endpoint | Requests | p50 ms | p99 ms | p99.9 ms | max ms | Non-2xx | Errors | Dropped |',
    '|---|---:|---:|---:|---:|---:|---|---:|---:|',
  ];
  for (const row of result.endpoints) {
    const others = Object.entries(row.statuses)
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, times]) => `${status}: ${count(times)}`)
      .join(', ');
    lines.push(
      `| ${row.endpoint} | ${count(row.count)} | ${row.p50Ms} | ${row.p99Ms} | ${row.p999Ms} | ${row.maxMs} | ${count(row.non2xx)}${others ? ` (${others})` : ''} | ${count(row.errors)} | ${count(row.dropped)} |`,
    );
  }
  return lines.join('\n');
}
