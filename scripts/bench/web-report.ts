/** The shape of bench-results/web-lighthouse.json and its Markdown rendering. */
import { formatReport, type RouteReport } from '../web-budget-report.ts';
import type { AuditRun, FormFactor } from './web-lighthouse.ts';

type AuditSummary = Omit<AuditRun, 'html'> & { page: string; path: string; formFactor: FormFactor; performanceRuns: number[] };

export type WebBenchResult = {
  date: string;
  commit: string;
  chromium: string;
  runsPerAudit: number;
  targets: { performance: number; accessibility: number; seo: number };
  audits: AuditSummary[];
  routes: RouteReport[];
};

const ms = (value: number) => `${Math.round(value)} ms`;

export function formatMarkdown(result: WebBenchResult): string {
  const rows = result.audits.map((audit) =>
    [
      audit.page,
      audit.formFactor,
      `${audit.performance} (runs: ${audit.performanceRuns.join(', ')})`,
      audit.accessibility,
      audit.seo,
      ms(audit.metrics.fcpMs),
      ms(audit.metrics.lcpMs),
      ms(audit.metrics.tbtMs),
      audit.metrics.cls.toFixed(3),
      ms(audit.metrics.speedIndexMs),
    ].join(' | '),
  );
  const notes = result.audits.flatMap((audit) => [
    ...audit.accessibilityFailures.map((failure) => `- ${audit.page} (${audit.formFactor}), accessibility: ${failure}`),
    ...audit.seoFailures.map((failure) => `- ${audit.page} (${audit.formFactor}), SEO: ${failure}`),
    ...audit.performanceHints.map((hint) => `- ${audit.page} (${audit.formFactor}), performance: ${hint}`),
  ]);
  return [
    `## Lighthouse, ${result.date.slice(0, 10)} (commit ${result.commit}, ${result.chromium}, median of ${result.runsPerAudit} run${result.runsPerAudit === 1 ? '' : 's'})`,
    '',
    `Targets: performance ${result.targets.performance}, accessibility ${result.targets.accessibility}, SEO ${result.targets.seo} (the public pages).`,
    '',
    '| Page | Settings | Performance | Accessibility | SEO | FCP | LCP | TBT | CLS | Speed Index |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
    '',
    ...(notes.length > 0 ? ['Audits below full marks:', '', ...notes, ''] : []),
    '## JavaScript per route (kB = 1000 bytes, gzip level 6)',
    '',
    formatReport(result.routes),
    '',
  ].join('\n');
}
