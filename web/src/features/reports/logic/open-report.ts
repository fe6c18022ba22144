import type { ReportSummary } from '#contract/reports/schema.ts';

/**
 * The open report about a match, if there is one: the person's own first, else the other party's.
 * The match card then offers "View report" instead of a second report on the same problem.
 */
export function openReportAbout(reports: readonly ReportSummary[], matchId: string): ReportSummary | null {
  const open = reports.filter((report) => report.match_id === matchId && report.status === 'OPEN');
  return open.find((report) => report.mine) ?? open[0] ?? null;
}
