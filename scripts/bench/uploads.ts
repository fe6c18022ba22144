/**
 * `npm run bench:uploads -- [--rounds 5]`: how the server answers while screenshots arrive. A real
 * server process on a fresh embedded database; each round sends eight 2 MB screenshots at once,
 * half to a member's own report and half to made-up report ids, while the health check is asked
 * every 100 ms (scripts/lib/upload-flood.ts, what scripts/abuse/uploads.test.ts checks). Reports the
 * health check's latency (p50, max), how long the made-up ids took to be refused, each round's
 * slowest own upload, and the server's memory above idle at its peak. Its issue asked the health
 * check to answer within 500 ms throughout (docs/performance.md, "Uploads").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startAppProcess } from '../lib/app-process.ts';
import { floodUploads, openReport, twoMegabytePng, upload } from '../lib/upload-flood.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds takes a whole number of at least 1');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'referral-exchange-bench-uploads-'));
const server = await startAppProcess(await freePort(), { NODE_ENV: 'production', SMTP_URL: 'log', DATA_DIR: dataDir, DATABASE_URL: '' });
try {
  const png = await twoMegabytePng();
  const ms = (values: number[]) => `${Math.round(Math.max(...values))} ms`;
  const probes: number[] = [];
  console.log(`${rounds} rounds of eight 2 MB screenshots at once, the health check asked every 100 ms`);
  for (let round = 1; round <= rounds; round += 1) {
    // A report of its own each round: a report holds five screenshots. The first upload warms the image library.
    const { reporter, reportId } = await openReport(server.api, `r${round}`);
    await upload(server.api, reportId, reporter.token, png);
    const flood = await floodUploads(server.api, server.child.pid!, reporter, reportId, png, 100);
    const health = flood.probes.map((probe) => probe.ms);
    probes.push(...health);
    console.log(
      `  round ${round}: health max ${ms(health)} (${health.length} probes); made-up ids refused in at most ${ms(flood.strangers.map((u) => u.ms))}; own uploads done in ${ms(flood.own.map((u) => u.ms))}; memory above idle ${Math.round((flood.peakBytes - flood.idleBytes) / 1024 / 1024)} MiB`,
    );
  }
  const sorted = probes.sort((a, b) => a - b);
  console.log(
    `health over all rounds: p50 ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms, max ${Math.round(sorted.at(-1)!)} ms (${sorted.length} probes)`,
  );
} finally {
  await server.stop('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
