/** The rules of reports and disputes both sides use, without zod. */
import { valuesOf } from '../shared/labels.ts';

/** Why a party reports a match, each with the words a person reads for it (the list, in its order). */
export const REPORT_REASON_LABEL = {
  CODE_DID_NOT_WORK: 'The code did not work',
  REWARD_NOT_RECEIVED: 'The reward has not arrived',
  WRONG_LINK: 'The link is for another app or page',
  OFFER_ENDED: 'The offer has ended',
  ABUSE: 'Abuse or a scam',
  OTHER: 'Something else',
} as const;
export type ReportReason = keyof typeof REPORT_REASON_LABEL;
export const REPORT_REASONS = valuesOf(REPORT_REASON_LABEL);

/** OPEN until an administrator decides: RESOLVED (the report was right) or DISMISSED. */
export const REPORT_STATUSES = ['OPEN', 'RESOLVED', 'DISMISSED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What an administrator's decision does besides answering: each with the words the parties read for it. */
export const REPORT_ACTION_LABEL = {
  NONE: 'No further action',
  PAUSE_CODE: 'The referral code was paused',
  WITHDRAW_CODE: 'The referral code was withdrawn',
  DEACTIVATE_USER: 'The reported member’s account was deactivated',
} as const;
export type ReportAction = keyof typeof REPORT_ACTION_LABEL;
export const REPORT_ACTIONS = valuesOf(REPORT_ACTION_LABEL);

/**
 * Reasons that say a code is dead: when two different referees give one of them about the same code,
 * it is paused at once (counted from its last restore or new link).
 */
export const DEAD_CODE_REASONS: readonly ReportReason[] = ['CODE_DID_NOT_WORK', 'WRONG_LINK'];
export const REPORTS_TO_PAUSE = 2;

/** Reasons that, resolved against a referrer, count as an upheld report in their track record. */
export const UPHELD_REASONS: readonly ReportReason[] = ['REWARD_NOT_RECEIVED', 'CODE_DID_NOT_WORK'];

export const REPORT_MESSAGE_MIN = 10;
export const REPORT_MESSAGE_MAX = 2000;
/**
 * Messages each party may write in one report's thread, its opening message included: neither
 * can fill the thread for the other, and the team's queue, which shows every report whole, stays
 * bounded. The team can always write.
 */
export const REPORT_MESSAGES_PER_PARTY = 50;
export const REPORT_PARTY_MESSAGES_FULL = `You have written ${REPORT_MESSAGES_PER_PARTY} messages in this report, the most it takes from each side. The team will decide on what is there.`;

/** Evidence: a screenshot, checked by its bytes and re-encoded without its metadata. */
export const EVIDENCE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];
export const EVIDENCE_MAX_BYTES = 2 * 1024 * 1024;
/** Screenshots a report holds at most, from everyone together. */
export const EVIDENCE_PER_REPORT = 6;

/** Where a report's screenshot is served: to the two parties, and under /api/admin to administrators. */
export const evidencePath = (reportId: string, evidenceId: string, admin = false) => `/api/${admin ? 'admin/' : ''}reports/${reportId}/evidence/${evidenceId}`;
