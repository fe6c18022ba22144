import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../lib/app-process.ts';
import { TOO_MANY_FROM_ADDRESS, findHaproxy, startHaproxy, type Haproxy } from './haproxy.ts';

const haproxyBinary = findHaproxy();
if (!haproxyBinary)
  console.log('The load balancer’s per-address limit test is skipped: HAProxy is not installed (Debian: `apt-get install haproxy`, or set HAPROXY_PATH).');

/** Requests one client address may send in 10 s here (docs/deployment.md gives production's). */
const PER_10_S = 20;

/** One GET through HAProxy from `localAddress` (any address of 127.0.0.0/8 is this machine's): its status, Retry-After and body. */
function getFrom(url: string, localAddress: string): Promise<{ status: number; retryAfter: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { localAddress, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], body }));
    });
    request.on('error', reject);
  });
}

/**
 * The per-address request limit in the HAProxy configuration docs/deployment.md shows: what the
 * app's own limits leave to the load balancer (a flood of requests, of any read however light).
 * What stands behind HAProxy does not matter here, only whether a request reaches it: a plain
 * server that answers 200 and counts.
 */
describe.skipIf(!haproxyBinary)('the load balancer’s limit on one client address', () => {
  /** Requests that reached the server, by the client address HAProxy forwarded (its health checks carry none). */
  const reached = new Map<string, number>();
  const backend = http.createServer((request, response) => {
    const from = String(request.headers['x-forwarded-for'] ?? 'health check');
    reached.set(from, (reached.get(from) ?? 0) + 1);
    response.setHeader('content-type', 'application/json');
    response.end('{"status":"ok"}');
  });
  let haproxy: Haproxy | undefined;
  let dir: string | undefined;
  let url = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'referral-exchange-haproxy-rate-'));
    const port = await freePort();
    haproxy = await startHaproxy(haproxyBinary!, dir, {
      port,
      backends: [{ name: 'one', port: (backend.address() as AddressInfo).port }],
      requestsPer10s: PER_10_S,
    });
    await haproxy.waitFor('one', 'UP');
    url = `http://127.0.0.1:${port}/api/health`;
  });

  afterAll(async () => {
    await haproxy?.stop();
    await new Promise<void>((resolve) => backend.close(() => resolve()));
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers an address past its requests 429 in the product’s error shape, without passing them on; another address is served', async () => {
    const answers = [];
    for (let n = 0; n < PER_10_S + 5; n += 1) answers.push(await getFrom(url, '127.0.0.2'));
    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(PER_10_S).fill(200), ...Array<number>(5).fill(429)]);
    const refused = answers.at(-1)!;
    expect(JSON.parse(refused.body)).toEqual({ detail: TOO_MANY_FROM_ADDRESS });
    expect(refused.retryAfter).toBe('10');
    // Only the requests within the limit reached the server behind it.
    expect(reached.get('127.0.0.2')).toBe(PER_10_S);
    expect((await getFrom(url, '127.0.0.3')).status).toBe(200);
    expect(reached.get('127.0.0.3')).toBe(1);
  });
});
