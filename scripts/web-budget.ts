/**
 * The web build report: each route's JavaScript (what the page loads first, what its lazy screen
 * adds), raw and gzipped, from the Vite manifest of a finished build. Exits 1 when the landing
 * page's JavaScript is over its budget or a lazy screen belongs to no route.
 *
 *   npx node scripts/web-budget.ts                 # after `npm run build` (reads dist/web)
 *   npx node scripts/web-budget.ts --dir <build>   # another build directory
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { formatLaterReport, formatReport, laterReports, routeReports, unmeasuredScreens, type FileSize } from './web-budget-report.ts';
import type { Manifest } from '#server/plugins/app-shell.ts';
import { BUDGET_ROUTES, LANDING_BUDGET_GZIP_BYTES, LOADED_LATER } from './web-budget-routes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { dir: { type: 'string', default: path.join(root, 'dist/web') } } });
const buildDir = path.resolve(values.dir);
const manifestFile = path.join(buildDir, '.vite/manifest.json');

if (!fs.existsSync(manifestFile)) {
  console.error(`No build manifest at ${manifestFile}: run \`npm run build\` first.`);
  process.exit(1);
}

const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
// gzip at its usual server level (6), as a browser would download each file compressed.
const sizeOf = (file: string): FileSize => {
  const bytes = fs.readFileSync(path.join(buildDir, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
};

const reports = routeReports(manifest, BUDGET_ROUTES, sizeOf);
console.log(`JavaScript per route in ${path.relative(root, buildDir) || '.'} (kB = 1000 bytes)\n`);
console.log(formatReport(reports));
console.log(`\n${formatLaterReport(laterReports(manifest, LOADED_LATER, sizeOf))}`);

const problems: string[] = [];
const landing = reports.find((report) => report.path === '/')!;
const verdict = `landing page: ${(landing.total.gzip / 1000).toFixed(1)} kB gzipped of a ${LANDING_BUDGET_GZIP_BYTES / 1000} kB budget`;
if (landing.total.gzip > LANDING_BUDGET_GZIP_BYTES) problems.push(`Over budget, ${verdict}.`);
for (const screen of unmeasuredScreens(manifest, BUDGET_ROUTES, LOADED_LATER)) {
  problems.push(`${screen} is loaded lazily but belongs to no route in scripts/web-budget-routes.ts, nor to LOADED_LATER there.`);
}

if (problems.length > 0) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`\nWithin budget, ${verdict}.`);
