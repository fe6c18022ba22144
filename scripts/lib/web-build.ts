import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_RENDERER_FILE } from '#server/modules/public-pages/renderer.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const builtIndex = path.join(root, 'dist/web/index.html');
const serverEntrySource = 'src/server-rendered/server-entry.tsx';
const sources = ['web', 'contract', 'vite.config.ts', 'package-lock.json'].map((entry) => path.join(root, entry));

function newestModification(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((newest, child) => Math.max(newest, newestModification(path.join(entry, child))), stat.mtimeMs);
}

/** True when the web build is missing or older than any of its sources. */
function webBuildIsStale(): boolean {
  if (!fs.existsSync(builtIndex) || !fs.existsSync(path.join(path.dirname(builtIndex), SERVER_RENDERER_FILE))) return true;
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  return sources.some((source) => newestModification(source) > builtAt);
}

/**
 * The app for browsers, then the renderer of public pages for the server, into `outDir` (default
 * dist/web). Always a production build, whatever NODE_ENV the caller runs under (a test runner sets
 * "test"): Vite builds for NODE_ENV as it finds it, and a renderer built otherwise calls React's
 * development JSX runtime, which the production server does not have (every public page a 500).
 */
function buildWeb(outDir?: string): void {
  const vite = (...args: string[]) =>
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  vite(...(outDir ? ['--outDir', outDir, '--emptyOutDir'] : []));
  vite('--ssr', serverEntrySource, ...(outDir ? ['--outDir', path.join(outDir, path.dirname(SERVER_RENDERER_FILE)), '--emptyOutDir'] : []));
}

export function buildWebIfStale(): void {
  if (!webBuildIsStale()) return;
  console.log('Building the web app...');
  buildWeb();
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
  buildWeb(outDir);
}
