/** The rules of reports and disputes both sides use, without zod. */

/** Why a party reports a match, each with the words a person reads for it (the list, in its order). */
const REASONS = [
  ['CODE_DID_NOT_WORK', 'The code did not work'],
  ['REWARD_NOT_RECEIVED', 'The reward has not arrived'],
  ['WRONG_LINK', 'The link is for another app or page'],
  ['OFFER_ENDED', 'The offer has ended'],
  ['ABUSE', 'Abuse or a scam'],
  ['OTHER', 'Something else'],
] as const;
export type ReportReason = (typeof REASONS)[number][0];
export const REPORT_REASONS = REASONS.map(([reason]) => reason) as unknown as readonly [ReportReason, ...ReportReason[]];
export const REPORT_REASON_LABEL = Object.fromEntries(REASONS) as Record<ReportReason, string>;

/** OPEN until an administrator decides: RESOLVED (the report was right) or DISMISSED. */
export const REPORT_STATUSES = ['OPEN', 'RESOLVED', 'DISMISSED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_MESSAGE_MIN = 10;
export const REPORT_MESSAGE_MAX = 2000;
