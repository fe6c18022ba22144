import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import sharp from 'sharp';
import { EVIDENCE_MAX_BYTES } from '#contract/reports/rules.ts';
import { call } from './app-process.ts';

/**
 * Eight 2 MB screenshots at once against a running server, half to the sender's own report and
 * half to made-up ids, while the health check is asked again and again: what the upload test
 * (scripts/abuse/uploads.test.ts) checks and the upload benchmark (scripts/bench/uploads.ts) times.
 */

/** A PNG of random pixels just under the limit: noise does not compress, so its bytes are its size. */
export async function twoMegabytePng(): Promise<Buffer> {
  const side = 820;
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  const png = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  if (png.length < 1.9 * 1024 * 1024 || png.length > EVIDENCE_MAX_BYTES) throw new Error(`The screenshot is ${png.length} bytes, not just under the limit`);
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

export type Upload = { status: number; ms: number; body: unknown };

export async function upload(api: string, reportId: string, token: string, bytes: Buffer): Promise<Upload> {
  const started = performance.now();
  const response = await fetch(`${api}/reports/${reportId}/evidence`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    body: new Uint8Array(bytes),
  });
  const body = await response.json();
  return { status: response.status, ms: performance.now() - started, body };
}

/**
 * Sends an upload's headers and its first `sentBytes` only, and holds the rest back until the
 * server answers: a server that read the body before deciding would never answer (the test's own
 * time limit then fails it). Answers the status and the answer's body.
 */
export function uploadHeldBack(api: string, reportId: string, token: string, bytes: Buffer, sentBytes: number): Promise<{ status: number; body: unknown }> {
  const url = new URL(`${api}/reports/${reportId}/evidence`);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png', 'content-length': bytes.length },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      });
      response.on('error', reject);
    });
    request.write(bytes.subarray(0, sentBytes));
  });
}

/** Signs up a member through the API and answers their id and token. */
export async function member(api: string, name: string): Promise<{ id: string; token: string }> {
  const email = `${name}@uploads.example.com`;
  const registered = await call<{ id: string }>(api, 'POST', '/auth/register', { body: { email, username: name, password: 'a-long-password-1' } });
  if (registered.status !== 201) throw new Error(`Signing ${name} up answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  const signedIn = await call<{ access_token: string }>(api, 'POST', '/auth/login', { body: { email, password: 'a-long-password-1' } });
  return { id: registered.body.id, token: signedIn.body.access_token };
}

/** Two members, a code one shares and the other claims, and a report the claimant opens on it: the report the screenshots go to. */
export async function openReport(api: string, suffix = ''): Promise<{ reporter: { id: string; token: string }; reportId: string }> {
  const [referrer, reporter] = [await member(api, `upload_sharer${suffix}`), await member(api, `upload_reporter${suffix}`)];
  const apps = await call<{ id: string; referral_link_domains: string[] }[]>(api, 'GET', '/public/apps');
  const app = apps.body.find((candidate) => candidate.referral_link_domains.length > 0)!;
  const shared = await call<{ id: string }>(api, 'POST', '/referral-codes', {
    token: referrer.token,
    body: { app_id: app.id, referral_link: `https://${app.referral_link_domains[0]}/invite/UPLOADS${suffix.toUpperCase()}1` },
  });
  if (shared.status !== 201) throw new Error(`Sharing a code answered ${shared.status}: ${JSON.stringify(shared.body)}`);
  const claimed = await call<{ match_id: string }>(api, 'POST', `/referral-codes/claim/${shared.body.id}`, { token: reporter.token });
  if (claimed.status !== 201) throw new Error(`Claiming the code answered ${claimed.status}: ${JSON.stringify(claimed.body)}`);
  const report = await call<{ id: string }>(api, 'POST', `/matches/${claimed.body.match_id}/reports`, {
    token: reporter.token,
    body: { reason: 'CODE_DID_NOT_WORK', message: 'The code was refused when I signed up.' },
  });
  if (report.status !== 201) throw new Error(`Opening a report answered ${report.status}: ${JSON.stringify(report.body)}`);
  return { reporter, reportId: report.body.id };
}

export type Flood = {
  /** The sender's own uploads (201, or 409 once the report holds five). */
  own: Upload[];
  /** The uploads to made-up report ids (404). */
  strangers: Upload[];
  /** Each health probe's status and milliseconds, asked one after another (with the pause asked for between them) while the uploads ran. */
  probes: { status: number; ms: number }[];
  idleBytes: number;
  peakBytes: number;
};

/**
 * The flood: eight uploads at once, the health check asked meanwhile, the server's memory sampled
 * with each probe. `probePauseMs` spaces the probes (the benchmark's 100 ms); without it each probe
 * is sent as the last is answered, so a test waits on answers, never on a clock.
 */
export async function floodUploads(api: string, pid: number, reporter: { token: string }, reportId: string, png: Buffer, probePauseMs = 0): Promise<Flood> {
  const idleBytes = residentBytes(pid);
  let peakBytes = idleBytes;
  const probes: Flood['probes'] = [];
  let probing = true;
  const prober = (async () => {
    while (probing) {
      const started = performance.now();
      const health = await fetch(`${api}/health`);
      await health.arrayBuffer();
      probes.push({ status: health.status, ms: performance.now() - started });
      peakBytes = Math.max(peakBytes, residentBytes(pid));
      if (probePauseMs > 0) await new Promise((resolve) => setTimeout(resolve, probePauseMs));
    }
  })();
  const uploads = await Promise.all(Array.from({ length: 8 }, (_, index) => upload(api, index % 2 === 0 ? reportId : randomUUID(), reporter.token, png)));
  probing = false;
  await prober;
  return {
    own: uploads.filter((_, index) => index % 2 === 0),
    strangers: uploads.filter((_, index) => index % 2 === 1),
    probes,
    idleBytes,
    peakBytes,
  };
}
