import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const builtIndex = path.join(root, 'dist/web/index.html');
const sources = ['web', 'contract', 'vite.config.ts', 'package-lock.json'].map((entry) => path.join(root, entry));

function newestModification(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((newest, child) => Math.max(newest, newestModification(path.join(entry, child))), stat.mtimeMs);
}

/** True when the web build is missing or older than any of its sources. */
function webBuildIsStale(): boolean {
  if (!fs.existsSync(builtIndex)) return true;
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  return sources.some((source) => newestModification(source) > builtAt);
}

export function buildWebIfStale(): void {
  if (!webBuildIsStale()) return;
  console.log('Building the web app...');
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}

/**
 * Puts the web app in a directory of its own (so runs side by side do not overwrite each other's
 * build): a copy of dist/web when that is up to date with its sources (as after `npm run
 * build:budget`), a build otherwise.
 */
export function buildWebInto(outDir: string): void {
  if (!webBuildIsStale()) {
    fs.cpSync(path.dirname(builtIndex), outDir, { recursive: true });
    return;
  }
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
  });
}
