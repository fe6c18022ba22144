/**
 * `npm run test:e2e`: browser tests in the system's Chromium against the built app; each Playwright
 * worker starts its own server on a copy of a data directory made in global setup
 * (e2e/support/servers.ts). E2E_WORKERS sets how many (default 3). Without Chromium they are
 * skipped, saying how to install it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findTestChromium } from './lib/chromium.ts';
import { buildWebInto } from './lib/web-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const chrome = findTestChromium();
if (!chrome) {
  console.log(
    'Browser tests skipped: no Chromium found. Install it (Debian/Ubuntu: `sudo apt-get install chromium-headless-shell`, or `chromium`) or set CHROME_PATH to a Chromium or Chrome binary.',
  );
  process.exit(0);
}

const templatesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'referral-exchange-e2e-'));
const webRoot = path.join(templatesDir, 'web');
console.log('Building the web app for the browser tests...');
buildWebInto(webRoot);
// The visual sweep (e2e/visual) runs with the whole suite, or when an argument names it (a file
// under e2e/visual, --project visual); global setup then seeds its marketplace too.
const args = process.argv.slice(2);
const filters = args.filter((arg) => !arg.startsWith('-'));
const visual = filters.length === 0 || filters.some((arg) => arg.includes('visual'));
try {
  // Each run writes its own results, so runs side by side do not clear each other's.
  const output = path.join(root, 'test-results', `run-${path.basename(templatesDir)}`);
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'playwright'), ['test', '--output', output, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chrome, E2E_TEMPLATES_DIR: templatesDir, E2E_WEB_ROOT: webRoot, E2E_VISUAL: visual ? '1' : '0' },
  });
  process.exitCode = result.status ?? 1;
} finally {
  fs.rmSync(templatesDir, { recursive: true, force: true });
}
