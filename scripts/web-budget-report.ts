/**
 * The computation behind the build report (scripts/web-budget.ts): from the Vite manifest, which
 * JavaScript files each route needs and how large they are. No file system here, so it is tested
 * on its own.
 */
import { staticClosure, type Manifest } from '#server/plugins/app-shell.ts';
import type { BudgetRoute, LaterLoad } from './web-budget-routes.ts';

export type FileSize = { raw: number; gzip: number };
type Sizes = FileSize & { files: number };
export type RouteReport = { path: string; initial: Sizes; lazy: Sizes; total: Sizes };

/** The app's page: every route's entry unless it names another (the public pages' shell, page.html). */
const APP_ENTRY = 'index.html';

/** The manifest key of a page's entry: `entry`, else the app's (index.html), else the build's only one. */
function entryKey(manifest: Manifest, entry?: string): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entry !== undefined) {
    if (!entries.includes(entry)) throw new Error(`The build manifest has no entry "${entry}"`);
    return entry;
  }
  if (entries.includes(APP_ENTRY)) return APP_ENTRY;
  if (entries.length !== 1) throw new Error(`Expected one entry in the build manifest, found ${entries.length}`);
  return entries[0]!;
}

/** Lazy chunks (dynamic imports) that no route claims and no later load names: code the report would not measure. */
export function unmeasuredScreens(manifest: Manifest, routes: readonly BudgetRoute[], later: readonly LaterLoad[] = []): string[] {
  const claimed = new Set([...routes.flatMap((route) => route.screens), ...later.map((load) => load.src)]);
  return Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && !claimed.has(key));
}

function sum(manifest: Manifest, keys: readonly string[], sizeOf: (file: string) => FileSize): Sizes {
  const javascript = keys.map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  return javascript.reduce(
    (total, file) => {
      const size = sizeOf(file);
      return { raw: total.raw + size.raw, gzip: total.gzip + size.gzip, files: total.files + 1 };
    },
    { raw: 0, gzip: 0, files: 0 },
  );
}

/**
 * Each route's JavaScript: `initial` is what the page itself loads (the entry and its static
 * imports), `lazy` what the route's screens add on top (their chunks and the imports of those not
 * already loaded).
 */
export function routeReports(manifest: Manifest, routes: readonly BudgetRoute[], sizeOf: (file: string) => FileSize): RouteReport[] {
  return routes.map((route) => {
    const initialKeys = staticClosure(manifest, [entryKey(manifest, route.entry)]);
    const initial = sum(manifest, initialKeys, sizeOf);
    const lazyKeys = staticClosure(manifest, route.screens).filter((key) => !initialKeys.includes(key));
    const lazy = sum(manifest, lazyKeys, sizeOf);
    return {
      path: route.path,
      initial,
      lazy,
      total: { raw: initial.raw + lazy.raw, gzip: initial.gzip + lazy.gzip, files: initial.files + lazy.files },
    };
  });
}

export type LaterReport = LaterLoad & { sizes: Sizes };

/** What each later load adds to the page's first download (its chunk and the imports of it not already loaded). */
export function laterReports(manifest: Manifest, later: readonly LaterLoad[], sizeOf: (file: string) => FileSize): LaterReport[] {
  const initialKeys = staticClosure(manifest, [entryKey(manifest)]);
  return later
    .filter((load) => load.src in manifest)
    .map((load) => ({
      ...load,
      sizes: sum(
        manifest,
        staticClosure(manifest, [load.src]).filter((key) => !initialKeys.includes(key)),
        sizeOf,
      ),
    }));
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The report as a Markdown table (it reads as plain text in a terminal too). */
export function formatReport(reports: readonly RouteReport[]): string {
  const rows = reports.map((report) =>
    [
      report.path,
      `${kB(report.initial.raw)} / ${kB(report.initial.gzip)} (${report.initial.files} files)`,
      report.lazy.files === 0 ? '-' : `${kB(report.lazy.raw)} / ${kB(report.lazy.gzip)} (${report.lazy.files} files)`,
      `${kB(report.total.raw)} / ${kB(report.total.gzip)} (${report.total.files} files)`,
    ].join(' | '),
  );
  return [
    '| Route | Initial JS (raw / gzip) | Lazy screen JS (raw / gzip) | Total (raw / gzip) |',
    '|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

/** The later loads as a Markdown table. */
export function formatLaterReport(reports: readonly LaterReport[]): string {
  return [
    '| Loaded later | When | JS (raw / gzip) |',
    '|---|---|---|',
    ...reports.map((report) => `| ${report.src} | ${report.when} | ${kB(report.sizes.raw)} / ${kB(report.sizes.gzip)} (${report.sizes.files} files) |`),
  ].join('\n');
}
