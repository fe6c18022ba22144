import { REPORT_MESSAGE_MAX, REPORT_MESSAGE_MIN, type ReportStatus } from '#contract/reports/rules.ts';
import type { ReportMessage, ReportSummary } from '#contract/reports/schema.ts';

export const REPORT_STATUS_LABEL: Record<ReportStatus, string> = { OPEN: 'Open', RESOLVED: 'Resolved', DISMISSED: 'Dismissed' };

export const TEAM_NAME = 'The Referral Exchange team';

/** Who made the report, from where the person stands. */
export function reportedBy(report: Pick<ReportSummary, 'mine'>): string {
  return report.mine ? 'Reported by you' : 'Reported by the other party';
}

/** Who made the report and in which role: "You (the referee)", "The other party (the referrer)". */
export function reporterText(report: Pick<ReportSummary, 'mine' | 'reporter_role'>): string {
  return `${report.mine ? 'You' : 'The other party'} (the ${report.reporter_role})`;
}

/** The person's role in the report's match: the reporter's when it is theirs, else the other one. */
export function myRole(report: Pick<ReportSummary, 'mine' | 'reporter_role'>): 'referrer' | 'referee' {
  if (report.mine) return report.reporter_role;
  return report.reporter_role === 'referrer' ? 'referee' : 'referrer';
}

/** Who wrote a message: "The Referral Exchange team", or the member's name and role ("amelia (you) · Referee"). */
export function authorLine(message: Pick<ReportMessage, 'author' | 'author_name'>, mine: 'referrer' | 'referee'): string {
  if (message.author === 'team') return TEAM_NAME;
  const role = message.author === 'referrer' ? 'Referrer' : 'Referee';
  return `${message.author_name}${message.author === mine ? ' (you)' : ''} · ${role}`;
}

/** How long a message may be, as the hint under a message box says it. */
export const MESSAGE_LENGTH = `${REPORT_MESSAGE_MIN} to ${REPORT_MESSAGE_MAX.toLocaleString('en-GB')} characters`;
