import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVIDENCE_MAX_BYTES } from '#contract/reports/rules.ts';
import { call, freePort, startAppProcess, type AppProcess } from '../lib/app-process.ts';
import { migratedDataDir } from '#scripts/test/migrated-data-dir.ts';

/**
 * Uploads cannot stall the server (a real process on its embedded database): eight 2 MB screenshots
 * at once, half to the sender's own report and half to made-up ids, while the health check is asked
 * every 100 ms. Before, the text check walked each body byte by byte on the event loop (3.7 s and
 * 420 MB for one), before the route looked at whose report it was.
 */
const dataDir = migratedDataDir('uploads');
let server: AppProcess;

/** A PNG of random pixels just under the limit: noise does not compress, so its bytes are its size. */
async function twoMegabytePng(): Promise<Buffer> {
  const side = 820;
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  const png = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(png.length).toBeGreaterThan(1.9 * 1024 * 1024);
  expect(png.length).toBeLessThanOrEqual(EVIDENCE_MAX_BYTES);
  return png;
}

/** The server process's resident memory in bytes (Linux). */
function residentBytes(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

async function upload(reportId: string, token: string, bytes: Buffer): Promise<{ status: number; ms: number; body: unknown }> {
  const started = performance.now();
  const response = await fetch(`${server.api}/reports/${reportId}/evidence`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    body: new Uint8Array(bytes),
  });
  const body = await response.json();
  return { status: response.status, ms: performance.now() - started, body };
}

/** Signs up a member through the API and answers their id and token. */
async function member(name: string): Promise<{ id: string; token: string }> {
  const email = `${name}@uploads.example.com`;
  const registered = await call<{ id: string }>(server.api, 'POST', '/auth/register', { body: { email, username: name, password: 'a-long-password-1' } });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const signedIn = await call<{ access_token: string }>(server.api, 'POST', '/auth/login', { body: { email, password: 'a-long-password-1' } });
  return { id: registered.body.id, token: signedIn.body.access_token };
}

let reporter: { id: string; token: string };
let reportId: string;

beforeAll(async () => {
  server = await startAppProcess(await freePort(), { NODE_ENV: 'development', DATA_DIR: dataDir });
  const [referrer, referee] = [await member('upload_sharer'), await member('upload_reporter')];
  reporter = referee;
  const apps = await call<{ id: string; referral_link_domains: string[] }[]>(server.api, 'GET', '/public/apps');
  const app = apps.body.find((candidate) => candidate.referral_link_domains.length > 0)!;
  const shared = await call<{ id: string }>(server.api, 'POST', '/referral-codes', {
    token: referrer.token,
    body: { app_id: app.id, referral_link: `https://${app.referral_link_domains[0]}/invite/UPLOADS1` },
  });
  expect(shared.status, JSON.stringify(shared.body)).toBe(201);
  const claimed = await call<{ match_id: string }>(server.api, 'POST', `/referral-codes/claim/${shared.body.id}`, { token: referee.token });
  expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);
  const report = await call<{ id: string }>(server.api, 'POST', `/matches/${claimed.body.match_id}/reports`, {
    token: referee.token,
    body: { reason: 'CODE_DID_NOT_WORK', message: 'The code was refused when I signed up.' },
  });
  expect(report.status, JSON.stringify(report.body)).toBe(201);
  reportId = report.body.id;
}, 120_000);

afterAll(async () => {
  await server?.stop('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('uploads', () => {
  it('keep the server answering: eight 2 MB screenshots at once, strangers’ refused at once, memory bounded', async () => {
    const png = await twoMegabytePng();
    // Warm: the first upload loads the image library; idle is measured after it.
    expect((await upload(reportId, reporter.token, png)).status).toBe(201);
    const idle = residentBytes(server.child.pid!);

    let peak = idle;
    const probes: number[] = [];
    let probing = true;
    const prober = (async () => {
      while (probing) {
        const started = performance.now();
        const health = await fetch(`${server.api}/health`);
        await health.arrayBuffer();
        probes.push(performance.now() - started);
        peak = Math.max(peak, residentBytes(server.child.pid!));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    const uploads = await Promise.all(
      Array.from({ length: 8 }, (_, index) => (index % 2 === 0 ? upload(reportId, reporter.token, png) : upload(randomUUID(), reporter.token, png))),
    );
    probing = false;
    await prober;

    const own = uploads.filter((_, index) => index % 2 === 0);
    const strangers = uploads.filter((_, index) => index % 2 === 1);
    // A report holds at most five screenshots: the first took one, so the others may meet that limit.
    for (const answer of own) expect([201, 409], JSON.stringify(answer.body)).toContain(answer.status);
    for (const answer of strangers) {
      expect(answer.status).toBe(404);
      expect(answer.ms, 'an upload to a report that does not exist is refused without reading it').toBeLessThan(500);
    }
    expect(probes.length).toBeGreaterThan(0);
    expect(Math.max(...probes), `health answered in ${probes.map((ms) => Math.round(ms)).join(', ')} ms`).toBeLessThan(500);
    expect(peak - idle, 'memory above idle while uploading').toBeLessThan(400 * 1024 * 1024);
    if (process.env.SHOW_PROBES)
      console.log(
        probes.map(Math.round),
        uploads.map((u) => [u.status, Math.round(u.ms)]),
      );
  }, 60_000);

  it('refuses an empty file with 400 saying so', async () => {
    const empty = await upload(reportId, reporter.token, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ detail: 'The file is empty: attach an image' });
  });
});
