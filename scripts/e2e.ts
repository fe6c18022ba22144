/**
 * `npm run test:e2e`: browser tests in the system's Chromium against the built app, started on a
 * free port with a temporary data directory. Without Chromium they are skipped, saying how to install it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './lib/chromium.ts';
import { buildWebInto } from './lib/web-build.ts';
import { freePort } from './lib/free-port.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const chrome = findChromium();
if (!chrome) {
  console.log(
    'Browser tests skipped: no Chromium found. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH to a Chromium or Chrome binary.',
  );
  process.exit(0);
}


const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'referral-exchange-e2e-'));
const webRoot = path.join(dataDir, 'web');
console.log('Building the web app for the browser tests...');
buildWebInto(webRoot);
const port = await freePort();
// The visual sweep (e2e/visual) gets a server and a fresh data directory of its own, seeded before it
// runs; it runs with the whole suite, or when an argument names it (a file under e2e/visual, --project visual).
const args = process.argv.slice(2);
const filters = args.filter((arg) => !arg.startsWith('-'));
const visual = filters.length === 0 || filters.some((arg) => arg.includes('visual'));
const visualDataDir = visual ? fs.mkdtempSync(path.join(os.tmpdir(), 'referral-exchange-e2e-visual-')) : null;
let visualPort = await freePort();
while (visualPort === port) visualPort = await freePort();
const visualEnv = visualDataDir ? { E2E_VISUAL_PORT: String(visualPort), E2E_VISUAL_DATA_DIR: visualDataDir } : {};
try {
  // Each run writes its own results, so runs side by side do not clear each other's.
  const output = path.join(root, 'test-results', `run-${port}`);
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'playwright'), ['test', '--output', output, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chrome, E2E_PORT: String(port), E2E_DATA_DIR: dataDir, E2E_WEB_ROOT: webRoot, ...visualEnv },
  });
  process.exitCode = result.status ?? 1;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (visualDataDir) fs.rmSync(visualDataDir, { recursive: true, force: true });
}
