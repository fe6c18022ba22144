import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startAppProcess, type AppProcess } from '../lib/app-process.ts';
import { floodUploads, member, openReport, twoMegabytePng, upload, uploadHeldBack } from '../lib/upload-flood.ts';
import { migratedDataDir } from '#scripts/test/migrated-data-dir.ts';

/**
 * Uploads cannot stall the server (a real process on its embedded database). Before, the text
 * check walked each body byte by byte on the event loop (3.7 s and 420 MB for one), before the
 * route looked at whose report it was. What is checked here holds on any machine; how fast the
 * health check answers meanwhile is timed by `npm run bench:uploads` (docs/performance.md).
 */
const dataDir = migratedDataDir('uploads');
let server: AppProcess;
let reporter: { id: string; token: string };
let reportId: string;
let png: Buffer;

beforeAll(async () => {
  server = await startAppProcess(await freePort(), { NODE_ENV: 'development', DATA_DIR: dataDir });
  ({ reporter, reportId } = await openReport(server.api));
  png = await twoMegabytePng();
}, 120_000);

afterAll(async () => {
  await server?.stop('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('uploads', () => {
  it('to a report that does not exist, or another’s, are refused before their bytes are read', async () => {
    // 64 kB of the 2 MB are sent; the rest waits for the answer, which a server reading the body first would never give.
    const unknown = await uploadHeldBack(server.api, randomUUID(), reporter.token, png, 64 * 1024);
    expect(unknown.status).toBe(404);
    const outsider = await member(server.api, 'upload_outsider');
    const another = await uploadHeldBack(server.api, reportId, outsider.token, png, 64 * 1024);
    expect(another.status).toBe(404);
  });

  it('keep the server answering: eight 2 MB screenshots at once, strangers’ refused, memory bounded', async () => {
    // Warm: the first upload loads the image library; idle is measured after it.
    expect((await upload(server.api, reportId, reporter.token, png)).status).toBe(201);
    const flood = await floodUploads(server.api, server.child.pid!, reporter, reportId, png);
    // A report holds at most five screenshots: the first took one, so the others may meet that limit.
    for (const answer of flood.own) expect([201, 409], JSON.stringify(answer.body)).toContain(answer.status);
    for (const answer of flood.strangers) expect(answer.status).toBe(404);
    expect(flood.probes.length).toBeGreaterThan(0);
    expect(flood.probes.map((probe) => probe.status)).toEqual(flood.probes.map(() => 200));
    expect(flood.peakBytes - flood.idleBytes, 'memory above idle while uploading').toBeLessThan(400 * 1024 * 1024);
  }, 60_000);

  it('refuses an empty file with 400 saying so', async () => {
    const empty = await upload(server.api, reportId, reporter.token, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ detail: 'The file is empty: attach an image' });
  });
});
