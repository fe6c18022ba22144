/**
 * The app as `npm run bench:web` audits it: the current web build (built first when missing or
 * stale) served from a copy that also holds a one-purpose sign-in page, by the real server in
 * production mode on a free port with a data directory of its own.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from '../lib/web-build.ts';
import { freePort, startAppProcess } from '../lib/app-process.ts';

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

/** Builds the web app if needed and starts the server on it; `stop` ends the server and removes its files. */
export async function startWebApp(): Promise<RunningApp> {
  buildWebIfStale();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'referral-exchange-bench-web-'));
  const webRoot = path.join(workDir, 'web');
  fs.cpSync(path.join(root, 'dist/web'), webRoot, { recursive: true });
  fs.writeFileSync(path.join(webRoot, SIGN_IN_PAGE), signInHtml);
  fs.writeFileSync(path.join(webRoot, 'bench-sign-in.js'), signInScript);

  const server = await startAppProcess(
    await freePort(),
    { NODE_ENV: 'production', SMTP_URL: 'log', DATA_DIR: path.join(workDir, 'data'), DATABASE_URL: '', WEB_ROOT: webRoot },
    { timeoutMs: START_TIMEOUT_MS },
  ).catch((error: unknown) => {
    fs.rmSync(workDir, { recursive: true, force: true });
    throw error;
  });
  const url = `http://127.0.0.1:${server.port}`;
  const stop = async () => {
    await server.stop('SIGTERM');
    fs.rmSync(workDir, { recursive: true, force: true });
  };
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
