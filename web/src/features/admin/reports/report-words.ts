import type { AdminReport, AdminReportParty } from '#contract/admin/reports/schema.ts';
import type { REFERRAL_CODE_STATUSES } from '#contract/referral-codes/rules.ts';
import type { ReportAction, ReportStatus } from '#contract/reports/rules.ts';

export type DecisionStatus = 'RESOLVED' | 'DISMISSED';

/** The decision's choices as the administrator reads them (the parties read REPORT_ACTION_LABEL). */
const DECISION_ACTION_LABEL: Record<ReportAction, string> = {
  NONE: 'No action',
  PAUSE_CODE: 'Pause the code',
  WITHDRAW_CODE: 'Withdraw the code',
  DEACTIVATE_USER: 'Deactivate the reported member',
};

export const REPORT_STATUS_LABEL: Record<ReportStatus, string> = { OPEN: 'Open', RESOLVED: 'Resolved', DISMISSED: 'Dismissed' };

export const CODE_STATUS_LABEL: Record<(typeof REFERRAL_CODE_STATUSES)[number], string> = {
  UNUSED: 'On offer, not used yet',
  ASSIGNED: 'On offer, used',
  USED: 'Every use taken',
  WITHDRAWN: 'Withdrawn',
  PAUSED: 'Paused',
};

export const ROLE_LABEL = { referrer: 'Referrer', referee: 'Referee', team: 'Team' } as const;

type ReportParties = Pick<AdminReport, 'reporter_role' | 'referrer' | 'referee'>;

/** The party a report is about: the one who did not make it (null once their account is gone). */
export function reportedParty(report: ReportParties): AdminReportParty | null {
  return report.reporter_role === 'referee' ? report.referrer : report.referee;
}

export type ActionOption = { value: ReportAction; label: string; disabled: boolean };

/**
 * The actions a decision may take: none when dismissing; when resolving, the code's only while the
 * match still has its code, and deactivation only while the reported member's account exists.
 */
export function decisionActions(report: ReportParties & { match: Pick<AdminReport['match'], 'referral_code_id'> }, status: DecisionStatus): ActionOption[] {
  const option = (value: ReportAction, disabled = false): ActionOption => ({ value, label: DECISION_ACTION_LABEL[value], disabled });
  if (status === 'DISMISSED') return [option('NONE')];
  const noCode = report.match.referral_code_id === null;
  return [option('NONE'), option('PAUSE_CODE', noCode), option('WITHDRAW_CODE', noCode), option('DEACTIVATE_USER', reportedParty(report) === null)];
}

/** Why some actions are not offered, in a sentence under the select; null when every one is. */
export function actionsHint(report: ReportParties & { match: Pick<AdminReport['match'], 'referral_code_id'> }, status: DecisionStatus): string | null {
  if (status === 'DISMISSED') return 'A dismissal takes no action.';
  const reasons = [
    ...(report.match.referral_code_id === null ? ['the match no longer has a referral code to pause or withdraw'] : []),
    ...(reportedParty(report) === null ? ['the reported member’s account is gone'] : []),
  ];
  if (reasons.length === 0) return null;
  const sentence = reasons.join(', and ');
  return `${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`;
}
