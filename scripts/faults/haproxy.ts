import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { Answer } from '../lib/app-process.ts';

/** HAPROXY_PATH, or Debian's package; null when HAProxy is not installed. */
export function findHaproxy(): string | null {
  const candidates = [
    process.env.HAPROXY_PATH,
    ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'haproxy')),
    '/usr/sbin/haproxy',
    '/usr/local/sbin/haproxy',
  ];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate)) ?? null;
}

export type Backend = { name: string; port: number };

/**
 * The configuration tested here, and shown in docs/deployment.md. Each choice, and why:
 * - health checks every 200 ms, DOWN after 2 failures and UP after 2 successes (production would
 *   check every second or two; short here so the test runs quickly); `timeout check` above the 2 s
 *   the health route gives the database, so a slow database is seen as its 503;
 * - `option http-server-close`: a new connection to the process for each request, so a request
 *   sent towards a dead process is refused at connect, before anything was written, rather than
 *   written into a kept-alive connection nobody answers any more;
 * - `retries 3` with `option redispatch 1`: a refused connect is tried again on the other process
 *   at once. HAProxy retries only connections (its default `retry-on conn-failure`): a request
 *   that reached a process is never sent twice, since a claim is not safe to repeat;
 * - `timeout server`/`timeout client` of 60 s: the notification stream is an ordinary response to
 *   HAProxy, and its comment line every 25 s keeps it under them (`timeout tunnel` is for
 *   connections that switch protocols, which nothing here does, and does not apply to the stream);
 * - `option forwardfor`: the client's address in X-Forwarded-For, which the processes believe from
 *   HAProxy alone (TRUST_PROXY names it), so per-address limits count each client;
 * - a stick table counts each client address's requests over 10 s, and past `requestsPer10s`
 *   HAProxy answers 429 itself, in the product's error shape, with Retry-After: a flood of
 *   requests, of any read however light, never reaches the processes (the app's own limits count
 *   what a member does, not how often their client calls);
 * - `X-Served-By` names the process that answered (or that a 502 came from), for this test only;
 * - `option dontlog-normal`: the log has the state changes and the failed requests, nothing else.
 */
/** What HAProxy answers a client address past its requests: the product's error shape. */
export const TOO_MANY_FROM_ADDRESS = 'Too many requests from your network. Please wait a few seconds and try again.';

function haproxyConfig(options: { port: number; statsSocket: string; backends: Backend[]; requestsPer10s: number }): string {
  return `global
  stats socket ${options.statsSocket} mode 600 level admin
  log stdout format raw local0 info

defaults
  mode http
  log global
  option httplog
  option dontlog-normal
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout check 3s
  retries 3
  option redispatch 1
  option http-server-close
  option forwardfor

frontend web
  bind 127.0.0.1:${options.port}
  stick-table type ip size 100k expire 30s store http_req_rate(10s)
  http-request track-sc0 src
  http-request return status 429 content-type application/json string '{"detail":"${TOO_MANY_FROM_ADDRESS}"}' hdr Retry-After 10 if { sc_http_req_rate(0) gt ${options.requestsPer10s} }
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  http-after-response set-header X-Served-By %s
  default-server inter 200ms fall 2 rise 2
${options.backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check`).join('\n')}
`;
}

export type Haproxy = {
  /** `http://127.0.0.1:<port>/api` */
  api: string;
  output: () => string;
  /** Each server of the backend and its state as HAProxy's stats say: `UP`, `DOWN`, or on its way (`UP 1/2`, `DOWN 1/2`). */
  states: () => Promise<Record<string, string>>;
  /** Polls the stats until the server is in that state; answers when it was seen. */
  waitFor: (server: string, state: 'UP' | 'DOWN', timeoutMs?: number) => Promise<number>;
  stop: () => Promise<void>;
};

/** Starts HAProxy in the foreground with this configuration, written into `dir`, and waits for its stats socket. */
export async function startHaproxy(binary: string, dir: string, options: { port: number; backends: Backend[]; requestsPer10s: number }): Promise<Haproxy> {
  const statsSocket = path.join(dir, 'admin.sock');
  const configFile = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(configFile, haproxyConfig({ ...options, statsSocket }));
  let output = '';
  const child: ChildProcess = spawn(binary, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const states = async () => parseStats(await command(statsSocket, 'show stat'));
  const haproxy: Haproxy = {
    api: `http://127.0.0.1:${options.port}/api`,
    output: () => output,
    states,
    waitFor: async (server, state, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const seen = (await states())[server];
        if (seen === state) return Date.now();
        if (Date.now() > deadline) throw new Error(`HAProxy did not show ${server} ${state} within ${timeoutMs} ms (last seen: ${seen}):\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  const deadline = Date.now() + 10_000;
  while (!fs.existsSync(statsSocket)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await haproxy.stop();
      throw new Error(`HAProxy did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return haproxy;
}

/** One command on the stats socket, and HAProxy's whole answer. */
function command(socketPath: string, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(socketPath, () => socket.end(`${line}\n`));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** The `status` column of `show stat` for each server of the `app` backend. */
function parseStats(csv: string): Record<string, string> {
  const [header, ...rows] = csv.trim().split('\n');
  const columns = header!.replace(/^# /, '').split(',');
  const proxy = columns.indexOf('pxname');
  const server = columns.indexOf('svname');
  const status = columns.indexOf('status');
  const states: Record<string, string> = {};
  for (const row of rows) {
    const cells = row.split(',');
    if (cells[proxy] === 'app' && cells[server] !== 'BACKEND') states[cells[server]!] = cells[status]!;
  }
  return states;
}

/** An answer through the load balancer, with the process HAProxy sent the request to. */
export type BalancedAnswer<T = unknown> = Answer<T> & { servedBy?: string };

/**
 * One JSON call through the load balancer, on a connection of its own: HAProxy then answers a
 * request cut off by a dying process with a 502 naming it. (On a kept-alive connection it would
 * close the connection without an answer instead, as the process itself would have, which tells a
 * browser it may send the request again, and leaves no trace of where it went.)
 */
export function callThrough<T = unknown>(
  api: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<BalancedAnswer<T>> {
  const payload = options.body !== undefined ? JSON.stringify(options.body) : undefined;
  return new Promise((resolve) => {
    const request = http.request(
      `${api}${path}`,
      {
        method,
        agent: false,
        timeout: options.timeoutMs ?? 15_000,
        headers: {
          ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        const servedBy = response.headers['x-served-by'];
        const cutOff = () => resolve({ status: null, body: { error: 'the answer was cut off' } as T, ...(typeof servedBy === 'string' ? { servedBy } : {}) });
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('error', cutOff);
        response.on('close', () => {
          if (!response.complete) cutOff();
        });
        response.on('end', () => {
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            // HAProxy's own error pages are HTML: kept as text for the report.
          }
          resolve({ status: response.statusCode ?? null, body: body as T, ...(typeof servedBy === 'string' ? { servedBy } : {}) });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer in time')));
    request.on('error', (error) => resolve({ status: null, body: { error: error.message } as T }));
    request.end(payload);
  });
}
