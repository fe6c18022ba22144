/**
 * Lighthouse audits of one page in the system's Chromium, each run in a fresh browser profile (so
 * the HTTP cache is cold). A signed-in page is opened after the bench sign-in page has stored the
 * person's token in that profile, and audited without Lighthouse's storage reset so the token stays.
 * A returning visit first opens the page once, until the app has stored its answers, then clears
 * the HTTP cache only: the audit starts with the last visit's answers and no code.
 */
import { chromium } from '@playwright/test';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { SIGN_IN_PAGE, SIGNED_IN_TITLE } from './web-app.ts';
import { CHROMIUM_FLAGS, findChromium } from '../lib/chromium.ts';

export type FormFactor = 'mobile' | 'desktop';
export type PageToAudit = { name: string; path: string; token?: string; returning?: boolean };

/** Where the signed-in screens keep the last visit's answers (web/src/api/session-store.ts). */
const LAST_VISIT_KEY = 'signedInCache';

export type AuditRun = {
  performance: number;
  accessibility: number;
  /** Lighthouse's search-engine checks (title, description, crawlable links, status code, robots.txt...). */
  seo: number;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** Accessibility audits that failed: id and title. */
  accessibilityFailures: string[];
  seoFailures: string[];
  /** Performance diagnostics and insights scoring under 0.9: where the time goes. */
  performanceHints: string[];
  /** Lighthouse's own HTML report of the run. */
  html: string;
};

/** A run Lighthouse itself reports as failed, as opposed to a broken setup. */
class LighthouseRunError extends Error {}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

export function chromePath(): string {
  const found = findChromium();
  if (!found) throw new Error('No Chromium found: install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH.');
  return found;
}

async function waitForTitle(chrome: LaunchedChrome, title: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const targets = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/list`)).json()) as { title: string }[];
    if (targets.some((target) => target.title === title)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The sign-in page did not finish (no tab titled "${title}")`);
}

const score = (result: Result, category: string) => Math.round((result.categories[category]?.score ?? 0) * 100);
const numeric = (result: Result, audit: string) => result.audits[audit]?.numericValue ?? Number.NaN;

/** Audits of `category` scoring under `below`, leaving out the metrics themselves (they are in the table) and hidden ones. */
function failingAudits(result: Result, category: string, below: number): string[] {
  return (result.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => result.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < below && audit.scoreDisplayMode !== 'informative')
    .map((audit) => `${audit!.id}: ${audit!.title}`);
}

/** Opens `url` in the profile's tab until the app has stored its answers, leaves it, and clears the HTTP cache (localStorage stays). */
async function visitOnce(chrome: LaunchedChrome, url: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const tab = browser.contexts()[0]!.pages()[0]!;
    await tab.goto(url);
    await tab.waitForFunction((key) => localStorage.getItem(key) !== null, LAST_VISIT_KEY, { timeout: 30_000 });
    await tab.goto('about:blank');
    const session = await tab.context().newCDPSession(tab);
    await session.send('Network.clearBrowserCache');
    await session.detach();
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run of `page` on `baseUrl`. */
async function auditOnce(baseUrl: string, page: PageToAudit, formFactor: FormFactor): Promise<AuditRun> {
  const startingUrl = page.token ? `${baseUrl}${SIGN_IN_PAGE}#${encodeURIComponent(page.token)}` : 'about:blank';
  const chrome = await launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS, startingUrl, logLevel: 'silent' });
  try {
    if (page.token) await waitForTitle(chrome, SIGNED_IN_TITLE);
    if (page.returning) await visitOnce(chrome, `${baseUrl}${page.path}`);
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      output: 'html',
      onlyCategories: ['performance', 'accessibility', 'seo'],
      disableStorageReset: Boolean(page.token),
    };
    const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
    const runner = await lighthouse(`${baseUrl}${page.path}`, flags, config);
    if (!runner) throw new Error(`Lighthouse returned no result for ${page.path}`);
    const result = runner.lhr;
    if (result.runtimeError) throw new LighthouseRunError(`Lighthouse could not audit ${page.path}: ${result.runtimeError.code}`);
    return {
      performance: score(result, 'performance'),
      accessibility: score(result, 'accessibility'),
      seo: score(result, 'seo'),
      metrics: {
        fcpMs: numeric(result, 'first-contentful-paint'),
        lcpMs: numeric(result, 'largest-contentful-paint'),
        tbtMs: numeric(result, 'total-blocking-time'),
        cls: numeric(result, 'cumulative-layout-shift'),
        speedIndexMs: numeric(result, 'speed-index'),
      },
      accessibilityFailures: failingAudits(result, 'accessibility', 1),
      seoFailures: failingAudits(result, 'seo', 1),
      performanceHints: failingAudits(result, 'performance', 0.9),
      html: Array.isArray(runner.report) ? runner.report.join('') : runner.report,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse on a busy machine now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is tried again, twice at most. */
async function auditWithRetries(baseUrl: string, page: PageToAudit, formFactor: FormFactor): Promise<AuditRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(baseUrl, page, formFactor);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === 3) throw error;
      console.log(`  ${error.message}; running it again.`);
    }
  }
}

/** The run with the median performance score of `runs` runs (Lighthouse's own advice for noisy machines). */
export async function auditMedian(baseUrl: string, page: PageToAudit, formFactor: FormFactor, runs: number): Promise<{ median: AuditRun; scores: number[] }> {
  const results: AuditRun[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await auditWithRetries(baseUrl, page, formFactor));
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)]!, scores: results.map((result) => result.performance) };
}
