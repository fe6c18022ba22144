import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helper.ts';

/**
 * Every refusal the server sends in JSON carries `detail`, whoever makes it: a route, validation,
 * Fastify's body parser, the router, or Node's own HTTP parser before Fastify sees the request. Sent
 * over a real connection, as only that reaches the HTTP parser.
 */
const t = useTestApp();
let port: number;

beforeAll(async () => {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});

/** Writes raw bytes to the server and reads its whole answer (it closes the connection after a parser error). */
function raw(request: string): Promise<{ status: number; contentType: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), contentType: /content-type: (.*)/i.exec(head)?.[1] ?? '', body });
    });
  });
}

async function viaFetch(path: string, init: RequestInit = {}) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, init);
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: await response.text() };
}

const json = { 'content-type': 'application/json' };

describe('every error answer has a detail', () => {
  it.each([
    ['a 20 kB address (431, from the HTTP parser)', 431, () => viaFetch(`/api/public/apps?q=${'x'.repeat(20_000)}`)],
    ['a request line that is not HTTP (400, from the HTTP parser)', 400, () => raw('NOT HTTP AT ALL\r\n\r\n')],
    [
      'a body over the limit (413)',
      413,
      () => viaFetch('/api/auth/login', { method: 'POST', headers: json, body: JSON.stringify({ email: 'a'.repeat(300_000) }) }),
    ],
    [
      'a body that is not JSON (415)',
      415,
      () => viaFetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<hello/>' }),
    ],
    ['broken JSON (400)', 400, () => viaFetch('/api/auth/login', { method: 'POST', headers: json, body: '{"email":' })],
    ['an empty JSON body (400)', 400, () => viaFetch('/api/auth/login', { method: 'POST', headers: json, body: '' })],
    ['a wrong field (422)', 422, () => viaFetch('/api/auth/login', { method: 'POST', headers: json, body: '{}' })],
    ['no token (401)', 401, () => viaFetch('/api/matches/mine')],
    ['an unknown address (404)', 404, () => viaFetch('/api/nothing-here')],
    ['a method no route takes (404)', 404, () => viaFetch('/api/health', { method: 'PATCH' })],
    ['a parameter longer than any id (414)', 414, () => viaFetch(`/api/members/${'x'.repeat(5000)}`)],
    ['a broken %-escape (400)', 400, () => viaFetch('/api/members/%')],
  ])('%s', async (_what, status, send) => {
    const answer = await send();
    expect(answer.status, answer.body).toBe(status);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ detail: expect.stringMatching(/\S/) });
  });
});
