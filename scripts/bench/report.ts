import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Invariants, describeInvariants, invariantsHold } from './invariants.ts';
import type { LoadResult } from './load.ts';
import { openLoopMarkdown, openLoopTargets } from './open-report.ts';
import type { OpenLoopResult } from './open-stage.ts';
import type { BenchOptions } from './options.ts';
import type { SeedReport } from './seed.ts';

/** A marketplace's closed-loop figures, and at full scale the open-loop mix's. */
export type Stage = { label: string; seed: SeedReport; results: LoadResult[]; openLoop: OpenLoopResult | null };

export type BenchReport = {
  startedAt: string;
  machine: { cpus: number; cpuModel: string; node: string; loadAverage: number[]; database: string };
  options: BenchOptions;
  stages: Stage[];
  /** `normalised`: the ratio over the reference route's own ratio, which takes out a change in the machine's load between the runs. */
  scaling: { endpoint: string; smallP50Ms: number; fullP50Ms: number; ratio: number; normalised: number }[];
  invariants: Invariants | null;
  targets: { target: string; measured: string; met: boolean }[];
};

const TARGETS = { readThroughputShare: 0.5, readP99Ms: 20, claimsPerSecond: 1000, claimsShare: 0.3, p50Growth: 1.3 };

const ratio = (value: number, reference: number) => (reference > 0 ? Math.round((value / reference) * 100) / 100 : 0);
const reference = (results: LoadResult[]) => results.find((result) => result.kind === 'baseline');

/** Each read endpoint's p50 at full scale over its p50 on the small marketplace. */
function scalingOf(small: Stage, full: Stage): BenchReport['scaling'] {
  const p50Ratio = (result: LoadResult) => {
    const before = small.results.find((candidate) => candidate.endpoint === result.endpoint);
    return before ? ratio(result.latencyMs.p50, before.latencyMs.p50) : null;
  };
  const fullReference = reference(full.results);
  const referenceRatio = fullReference ? p50Ratio(fullReference) : null;
  return full.results
    .filter((result) => result.kind !== 'claim')
    .flatMap((result) => {
      const before = small.results.find((candidate) => candidate.endpoint === result.endpoint);
      const change = p50Ratio(result);
      if (!before || change === null) return [];
      return [
        {
          endpoint: result.endpoint,
          smallP50Ms: before.latencyMs.p50,
          fullP50Ms: result.latencyMs.p50,
          ratio: change,
          normalised: ratio(change, referenceRatio ?? 1),
        },
      ];
    });
}

function targetsOf(full: Stage, scaling: BenchReport['scaling'], invariants: Invariants | null): BenchReport['targets'] {
  const bare = reference(full.results);
  const targets: BenchReport['targets'] = [];
  for (const result of full.results.filter((candidate) => candidate.kind === 'read')) {
    const share = ratio(result.requestsPerSecond, bare?.requestsPerSecond ?? 0);
    targets.push({
      target: `${result.endpoint}: ≥ ${TARGETS.readThroughputShare * 100}% of the reference's requests/s`,
      measured: `${Math.round(share * 100)}%`,
      met: share >= TARGETS.readThroughputShare,
    });
    targets.push({
      target: `${result.endpoint}: p99 ≤ ${TARGETS.readP99Ms} ms`,
      measured: `${result.latencyMs.p99} ms`,
      met: result.latencyMs.p99 <= TARGETS.readP99Ms,
    });
  }
  const claims = full.results.find((candidate) => candidate.kind === 'claim');
  if (claims) {
    targets.push({
      target: `claims: ≥ ${TARGETS.claimsPerSecond.toLocaleString('en-GB')} matches made a second`,
      measured: `${claims.successesPerSecond}/s`,
      met: claims.successesPerSecond >= TARGETS.claimsPerSecond,
    });
    const share = ratio(claims.successesPerSecond, bare?.requestsPerSecond ?? 0);
    targets.push({
      target: `claims: matches made a second ≥ ${TARGETS.claimsShare} × the reference's requests/s`,
      measured: `${share}×`,
      met: share >= TARGETS.claimsShare,
    });
  }
  if (full.openLoop) targets.push(...openLoopTargets(full.openLoop));
  if (invariants)
    targets.push({
      target: 'claims and moves: no code over max_uses, uses and limits consistent',
      measured: describeInvariants(invariants),
      met: invariantsHold(invariants),
    });
  for (const row of scaling.filter((candidate) => !candidate.endpoint.includes('(reference)'))) {
    targets.push({
      target: `${row.endpoint}: p50 at full scale ≤ ${TARGETS.p50Growth}× p50 on the small marketplace`,
      measured: `${row.ratio}× (${row.normalised}× against the reference's own change)`,
      met: row.ratio <= TARGETS.p50Growth,
    });
  }
  return targets;
}

export function buildReport(options: BenchOptions, database: string, startedAt: Date, stages: Stage[], invariants: Invariants | null): BenchReport {
  const small = stages[0]!;
  const full = stages[stages.length - 1]!;
  const scaling = stages.length > 1 ? scalingOf(small, full) : [];
  return {
    startedAt: startedAt.toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
      database,
    },
    options,
    stages,
    scaling,
    invariants,
    targets: targetsOf(full, scaling, invariants),
  };
}

const count = (value: number) => value.toLocaleString('en-GB');

function stageTable(stage: Stage): string {
  const bare = reference(stage.results);
  const rows = stage.results.map((result) => {
    const others = Object.entries(result.statuses)
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, times]) => `${status}: ${count(times)}`)
      .join(', ');
    const cpu = result.perRequest
      ? `${result.perRequest.appCpuMs} / ${result.perRequest.appWaitMs}; ${result.perRequest.databaseCpuMs} / ${result.perRequest.databaseWaitMs}`
      : '';
    return `| ${result.endpoint} | ${count(result.requestsPerSecond)} | ${ratio(result.requestsPerSecond, bare?.requestsPerSecond ?? 0).toFixed(2)} | ${result.latencyMs.p50} | ${result.latencyMs.p99} | ${result.errors + result.timeouts} | ${count(result.non2xx)}${others ? ` (${others})` : ''} | ${cpu} |`;
  });
  return [
    '| Endpoint | Requests/s | × reference | p50 ms | p99 ms | Errors | Non-2xx | Per request, ms on a CPU / waiting for one: app; database |',
    '|---|---:|---:|---:|---:|---:|---|---|',
    ...rows,
  ].join('\n');
}

const sizeLine = ({ size }: SeedReport) =>
  `${count(size.users)} users, ${count(size.codes)} referral codes, ${count(size.matches)} matches, ${count(size.notifications)} notifications`;

export function toMarkdown(report: BenchReport): string {
  const { machine, options } = report;
  const lines = [
    `# Benchmark ${report.startedAt}`,
    '',
    `${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}, ${machine.database}; load average at the end ${machine.loadAverage.join(' ')}.`,
    `${options.connections} connections, ${options.durationSeconds} s per endpoint after a warm-up; the load generator runs on the same machine.`,
  ];
  for (const stage of report.stages) {
    lines.push('', `## ${stage.label}: ${sizeLine(stage.seed)} (seeded in ${stage.seed.seconds} s)`);
    if (stage.results.length > 0) lines.push('', stageTable(stage));
    if (stage.openLoop) lines.push('', `### ${stage.label}: open-loop mix at a steady rate`, '', openLoopMarkdown(stage.openLoop));
  }
  if (report.scaling.length > 0) {
    lines.push(
      '',
      '## p50 at full scale over p50 on the small marketplace',
      '',
      "Normalised: the ratio over the reference route's own ratio, which takes out a change in the machine's load between the two runs.",
      '',
      '| Endpoint | Small p50 ms | Full p50 ms | Ratio | Normalised |',
      '|---|---:|---:|---:|---:|',
    );
    for (const row of report.scaling) lines.push(`| ${row.endpoint} | ${row.smallP50Ms} | ${row.fullP50Ms} | ${row.ratio} | ${row.normalised} |`);
  }
  if (report.invariants) lines.push('', `Invariants after the claims and moves: ${describeInvariants(report.invariants)}.`);
  lines.push('', '## Targets', '', '| Target | Measured | Met |', '|---|---|---|');
  for (const target of report.targets) lines.push(`| ${target.target} | ${target.measured} | ${target.met ? 'yes' : 'no'} |`);
  return `${lines.join('\n')}\n`;
}

/** Writes bench-results/bench-<time>.json and .md; answers their paths. */
export function writeReport(report: BenchReport, directory: string): { json: string; markdown: string } {
  fs.mkdirSync(directory, { recursive: true });
  const base = path.join(directory, `bench-${report.startedAt.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z')}`);
  fs.writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(`${base}.md`, toMarkdown(report));
  return { json: `${base}.json`, markdown: `${base}.md` };
}
