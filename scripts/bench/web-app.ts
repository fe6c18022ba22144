/**
 * The app as `npm run bench:web` audits it: the current web build (built first when missing or
 * stale) served from a copy that also holds a one-purpose sign-in page, by the real server in
 * production mode on a free port with a data directory of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from '../lib/web-build.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 180_000;

/** Opened before an audit, it stores the token from its #fragment where the app keeps its session, then says so in its title. */
export const SIGN_IN_PAGE = '/bench-sign-in.html';
export const SIGNED_IN_TITLE = 'Signed in';

// The page's script is a file of its own: the Content-Security-Policy allows no inline script.
const signInHtml = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Signing in</title><script src="/bench-sign-in.js"></script></head><body></body></html>
`;
const signInScript = `localStorage.setItem('authToken', decodeURIComponent(location.hash.slice(1)));
document.title = ${JSON.stringify(SIGNED_IN_TITLE)};
`;

export type RunningApp = { url: string; webRoot: string; stop: () => Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app stopped before it answered (exit code ${child.exitCode})`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The app did not answer /api/health within 3 minutes');
}

/** Builds the web app if needed and starts the server on it; `stop` ends the server and removes its files. */
export async function startWebApp(): Promise<RunningApp> {
  buildWebIfStale();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'referral-exchange-bench-web-'));
  const webRoot = path.join(workDir, 'web');
  fs.cpSync(path.join(root, 'dist/web'), webRoot, { recursive: true });
  fs.writeFileSync(path.join(webRoot, SIGN_IN_PAGE), signInHtml);
  fs.writeFileSync(path.join(webRoot, 'bench-sign-in.js'), signInScript);

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(workDir, 'data'),
      DATABASE_URL: '',
      WEB_ROOT: webRoot,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
    }
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, webRoot, stop };
}

/** Registers a new person through the API and answers their sign-in token. */
export async function registerPerson(url: string): Promise<string> {
  const unique = randomUUID().slice(0, 8);
  const person = { email: `lighthouse-${unique}@example.com`, username: `lighthouse_${unique}`, password: 'a-good-password' };
  const post = (endpoint: string, body: object) =>
    fetch(`${url}${endpoint}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const registered = await post('/api/auth/register', person);
  if (registered.status !== 201) throw new Error(`Registering the audit's person answered ${registered.status}`);
  const signedIn = await post('/api/auth/login', { email: person.email, password: person.password });
  if (!signedIn.ok) throw new Error(`Signing the audit's person in answered ${signedIn.status}`);
  return ((await signedIn.json()) as { access_token: string }).access_token;
}
