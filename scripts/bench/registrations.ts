/**
 * `npm run bench:registrations -- [--count 50] [--root <checkout>]`: a burst of sign-ups at once
 * against a real server process (server/main.ts on a fresh embedded database), reporting each
 * sign-up's latency (p50, p99, max) and the server's resident memory before and at its peak
 * (VmHWM, Linux). Password hashing is the whole cost of a sign-up, so this is its benchmark.
 * `--root` runs the server of another checkout (an older commit, for a before-and-after figure);
 * `--database-url` an empty PostgreSQL database instead (the server's memory is then the app's alone).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort, startAppProcess } from '../lib/app-process.ts';

const { values } = parseArgs({ options: { count: { type: 'string', default: '50' }, root: { type: 'string' }, 'database-url': { type: 'string' } } });
const count = Number(values.count);
const root = path.resolve(values.root ?? fileURLToPath(new URL('../..', import.meta.url)));

/** A field of /proc/<pid>/status in MiB (VmRSS: now; VmHWM: the peak so far). */
function memoryMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return Math.round(kib / 1024);
}

const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'referral-exchange-bench-registrations-'));
const server = await startAppProcess(
  await freePort(),
  { NODE_ENV: 'production', SMTP_URL: 'log', DATA_DIR: dataDir, DATABASE_URL: values['database-url'] ?? '', REGISTRATIONS_PER_HOUR: '100000' },
  { cwd: root },
);
const child = server.child;
try {
  const { api } = server;
  // One sign-up first, so what is measured is the burst, not the first request's warm-up.
  await fetch(`${api}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'warm-up@bench.example', username: 'warm_up', password: 'a-bench-password' }),
  });
  const idleMiB = memoryMiB(child.pid!, 'VmRSS');
  const peakBeforeMiB = memoryMiB(child.pid!, 'VmHWM');
  const started = performance.now();
  const latencies = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const sent = performance.now();
      const response = await fetch(`${api}/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `person-${index}@bench.example`, username: `person_${index}`, password: `a-bench-password-${index}` }),
      });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`sign-up ${index} answered ${response.status}`);
      return performance.now() - sent;
    }),
  );
  const wallMs = performance.now() - started;
  const sorted = latencies.sort((a, b) => a - b);
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(`${count} sign-ups at once on ${root}`);
  console.log(`  latency p50 ${ms(percentile(sorted, 0.5))}, p99 ${ms(percentile(sorted, 0.99))}, max ${ms(sorted.at(-1)!)}; all done in ${ms(wallMs)}`);
  console.log(`  server memory: ${idleMiB} MiB before the burst (peak until then ${peakBeforeMiB} MiB), ${memoryMiB(child.pid!, 'VmHWM')} MiB at its peak`);
} finally {
  await server.stop('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
