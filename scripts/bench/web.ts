/**
 * `npm run bench:web`: Lighthouse's performance, accessibility and SEO scores for the landing page
 * and the public catalogue's pages, /apps and an app's (signed out), and the dashboard (signed in: a first visit, and a returning one that starts with the
 * last visit's answers stored but no code cached), on mobile and desktop settings, each the median of
 * several runs, with each route's JavaScript from the build report beside them. Writes
 * bench-results/web-lighthouse.json and .md (and each median run's Lighthouse HTML report), and
 * prints the table, naming any score under its target (performance 95, accessibility 100, SEO 100 on the public pages). Scores
 * move with the machine's load, so a miss is reported, not turned into a failing exit code.
 *
 *   npm run bench:web                                  # 3 runs of each page and form factor
 *   npm run bench:web -- --runs 1 --form-factor mobile --page landing   # or apps, app-page, dashboard, returning
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { routeReports } from '../web-budget-report.ts';
import type { Manifest } from '#server/plugins/app-shell.ts';
import { BUDGET_ROUTES } from '../web-budget-routes.ts';
import { registerPerson, startWebApp } from './web-app.ts';
import { auditMedian, chromePath, type FormFactor, type PageToAudit } from './web-lighthouse.ts';
import { formatMarkdown, type WebBenchResult } from './web-report.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = path.join(root, 'bench-results');
const TARGETS = { performance: 95, accessibility: 100, seo: 100 };

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'form-factor': { type: 'string', default: 'both' },
    page: { type: 'string', default: 'all' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
const formFactors: FormFactor[] = values['form-factor'] === 'both' ? ['mobile', 'desktop'] : [values['form-factor'] as FormFactor];
if (!formFactors.every((formFactor) => formFactor === 'mobile' || formFactor === 'desktop')) throw new Error('--form-factor is mobile, desktop or both');

/** The first app of the catalogue by name: a real one, with the starting catalogue's rewards and terms. */
async function firstAppSlug(baseUrl: string): Promise<string> {
  const apps = (await (await fetch(`${baseUrl}/api/public/apps`)).json()) as { slug: string }[];
  if (!apps[0]) throw new Error('The catalogue is empty: no app page to audit');
  return apps[0].slug;
}

const chrome = chromePath();
const app = await startWebApp();
try {
  const token = await registerPerson(app.url);
  const pages: (PageToAudit & { slug: string })[] = [
    { name: 'Landing page', path: '/', slug: 'landing' },
    { name: 'How it works', path: '/how-it-works', slug: 'how-it-works' },
    { name: 'Every app (/apps)', path: '/apps', slug: 'apps' },
    { name: 'An app page', path: `/apps/${await firstAppSlug(app.url)}`, slug: 'app-page' },
    { name: 'Dashboard (signed in)', path: '/dashboard', token, slug: 'dashboard' },
    { name: 'Dashboard, returning', path: '/dashboard', token, returning: true, slug: 'returning' },
  ].filter((page) => values.page === 'all' || values.page === page.slug);
  if (pages.length === 0) throw new Error('--page is landing, how-it-works, apps, app-page, dashboard, returning or all');

  const manifest = JSON.parse(fs.readFileSync(path.join(app.webRoot, '.vite/manifest.json'), 'utf8')) as Manifest;
  const routes = routeReports(manifest, BUDGET_ROUTES, (file) => {
    const bytes = fs.readFileSync(path.join(app.webRoot, file));
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
  });

  const result: WebBenchResult = {
    date: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim(),
    // Debian's chromium wrapper script complains on stderr about its environment: keep only the version.
    chromium: execFileSync(chrome, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    runsPerAudit: runs,
    targets: TARGETS,
    audits: [],
    routes,
  };
  fs.mkdirSync(outDir, { recursive: true });
  for (const page of pages) {
    for (const formFactor of formFactors) {
      console.log(`Auditing ${page.name} (${formFactor}), ${runs} run${runs === 1 ? '' : 's'}...`);
      const { median, scores } = await auditMedian(app.url, page, formFactor, runs);
      const slug = `${page.slug === 'returning' ? 'dashboard-returning' : page.slug}-${formFactor}`;
      fs.writeFileSync(path.join(outDir, `web-lighthouse-${slug}.html`), median.html);
      const { html: _html, ...summary } = median;
      result.audits.push({ page: page.name, path: page.path, formFactor, performanceRuns: scores, ...summary });
    }
  }

  const markdown = formatMarkdown(result);
  fs.writeFileSync(path.join(outDir, 'web-lighthouse.json'), `${JSON.stringify(result, null, 2)}\n`);
  fs.writeFileSync(path.join(outDir, 'web-lighthouse.md'), markdown);
  console.log(`\n${markdown}\nWritten to bench-results/web-lighthouse.json and .md (Lighthouse reports: bench-results/web-lighthouse-*.html).`);

  // SEO is asked of the pages people arrive at from a search engine, not of the signed-in dashboard.
  const publicPath = (auditPath: string) => auditPath === '/' || auditPath === '/how-it-works' || auditPath.startsWith('/apps');
  const missed = result.audits.filter(
    (audit) => audit.performance < TARGETS.performance || audit.accessibility < TARGETS.accessibility || (publicPath(audit.path) && audit.seo < TARGETS.seo),
  );
  if (missed.length > 0) console.log(`\nUnder target: ${missed.map((audit) => `${audit.page} (${audit.formFactor})`).join(', ')}.`);
} finally {
  await app.stop();
}
