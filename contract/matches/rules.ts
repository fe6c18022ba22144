/** The rules of matches both sides use, without zod (contract/matches/schema.ts builds on these). */

/** ASSIGNED ("In Progress") to USER_MARKED_DONE ("Awaiting Reward") to COMPLETED; CONFIRMED closes one whose second party never confirmed; CANCELLED. */
export const MATCH_STATUSES = ['ASSIGNED', 'USER_MARKED_DONE', 'CONFIRMED', 'COMPLETED', 'CANCELLED'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

import { DEFAULT_WAITING_PERIOD_DAYS, REWARD_ROLES, type RewardRole } from '../apps/rules.ts';

/** The referrer shares the code; the referee claims it. Each party has its reward (apps/rules.ts). */
export const MATCH_ROLES = REWARD_ROLES;
export type MatchRole = RewardRole;

/**
 * The order the spec lists matches in (user-side.md §4): in progress, awaiting reward, completed,
 * then the rest (confirmed and cancelled alike); most recently updated first within each.
 */
export const MATCH_STATUS_ORDER: Record<MatchStatus, number> = { ASSIGNED: 0, USER_MARKED_DONE: 1, COMPLETED: 2, CONFIRMED: 3, CANCELLED: 3 };

/** `MATCH_STATUS_ORDER` in SQL, over an SQL match_status expression of our own; the list's query and its indexes share it. */
export function matchStatusRankSqlText(status: string): string {
  return `(CASE ${status} ${MATCH_STATUSES.map((one) => `WHEN '${one}' THEN ${MATCH_STATUS_ORDER[one]}`).join(' ')} END)`;
}

/** Statuses of a match still moving ("In Progress", "Awaiting Reward"); the others are finished. */
export const ACTIVE_MATCH_STATUSES: readonly MatchStatus[] = ['ASSIGNED', 'USER_MARKED_DONE'];

/**
 * GET /api/matches/mine?state=: only the matches still moving, or only the finished ones. Every
 * active status comes before every finished one in the spec's order, so each is a stretch of it
 * (`lastActiveRank` below) and a page of either is read from the listing index.
 */
export const MATCH_LIST_STATES = ['active', 'finished'] as const;
export type MatchListState = (typeof MATCH_LIST_STATES)[number];

/** The rank (MATCH_STATUS_ORDER) of the last active status: active matches rank at or below it, finished ones above. */
export const lastActiveRank = Math.max(...ACTIVE_MATCH_STATUSES.map((status) => MATCH_STATUS_ORDER[status]));

/** GET /api/matches/mine: how many matches an answer (a page) holds when no limit is asked for, and at most. */
export const MY_MATCHES_LIMIT = { fallback: 100, max: 200 } as const;

/** The words a person reads for each status. */
export const MATCH_STATUS_LABEL: Record<MatchStatus, string> = {
  ASSIGNED: 'In Progress',
  USER_MARKED_DONE: 'Awaiting Reward',
  CONFIRMED: 'Confirmed',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

/**
 * Why a match was cancelled: its referee gave it up, it expired before the sign-up was marked
 * (claimExpiresAt), a party closed their account, an administrator removed the app, its code was
 * paused or withdrawn, or the app's offer ended (deactivated or past its expiry date).
 */
export const CANCEL_REASONS = [
  'CANCELLED_BY_REFEREE',
  'EXPIRED',
  'ACCOUNT_CLOSED',
  'APP_REMOVED',
  'CODE_PAUSED',
  'CODE_WITHDRAWN',
  'OFFER_ENDED',
  'CANCELLED_BY_TEAM',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** The words on a cancelled match's card, for each reason. */
export const CANCEL_REASON_TEXT: Record<CancelReason, string> = {
  CANCELLED_BY_REFEREE: 'Cancelled by the person signing up.',
  EXPIRED: 'Expired: the sign-up was not marked complete in time, so the code went back to its owner.',
  ACCOUNT_CLOSED: 'Cancelled because an account was closed.',
  APP_REMOVED: 'Cancelled because the app left the catalogue.',
  CODE_PAUSED: 'This code was paused after a report before the sign-up was marked, so the claim ended. It does not count against the plan.',
  CODE_WITHDRAWN: 'This code was taken off the marketplace before the sign-up was marked, so the claim ended. It does not count against the plan.',
  OFFER_ENDED: 'The app’s offer ended before the sign-up was marked, so the claim ended. It does not count against the plan.',
  CANCELLED_BY_TEAM: 'Cancelled by the team after a check of the claim.',
};

/** How long a claim may stay In Progress when its app sets no offer_expiry_days (0 counts as none: a claim needs time). */
export const DEFAULT_CLAIM_EXPIRY_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** `addDays` in SQL: whole 24-hour days, never calendar days, so a change of clocks moves nothing. */
function addDaysSqlText(timestamp: string, days: string): string {
  return `(${timestamp} + (${days}) * interval '${DAY_MS} milliseconds')`;
}

/**
 * `addDaysSqlText` turned round: the latest start from which `days` whole days have passed by
 * `moment` (start + days ≤ moment exactly when start ≤ this). A job's scan over starts stops at it,
 * so it reads only what is due.
 */
function daysBeforeSqlText(moment: string, days: string): string {
  return `(${moment} - (${days}) * interval '${DAY_MS} milliseconds')`;
}

/** The days a claim of this app may stay In Progress before the system cancels it. */
export function claimExpiryDays(offerExpiryDays: number | null): number {
  return offerExpiryDays !== null && offerExpiryDays > 0 ? offerExpiryDays : DEFAULT_CLAIM_EXPIRY_DAYS;
}

/** When a claim expires unless its sign-up is marked complete: its creation plus the app's claim expiry. */
export function claimExpiresAt(claimedAt: Date, offerExpiryDays: number | null): Date {
  return addDays(claimedAt, claimExpiryDays(offerExpiryDays));
}

/** `claimExpiresAt` in SQL, over SQL expressions of our own (a timestamptz and an integer). */
export function claimExpiresAtSqlText(claimedAt: string, offerExpiryDays: string): string {
  return addDaysSqlText(claimedAt, claimExpiryDaysSqlText(offerExpiryDays));
}

/** `claimExpiryDays` in SQL, over an SQL integer expression of our own. */
export function claimExpiryDaysSqlText(offerExpiryDays: string): string {
  return `CASE WHEN ${offerExpiryDays} > 0 THEN ${offerExpiryDays} ELSE ${DEFAULT_CLAIM_EXPIRY_DAYS} END`;
}

/** The latest claim time whose claim has expired (claimExpiresAtSqlText) by `moment`, in SQL. */
export function claimedExpiredBySqlText(moment: string, offerExpiryDays: string): string {
  return daysBeforeSqlText(moment, claimExpiryDaysSqlText(offerExpiryDays));
}

/** When the referee is reminded of the claim's expiry: half-way to it. */
export function claimExpiryReminderAt(claimedAt: Date, offerExpiryDays: number | null): Date {
  return addDays(claimedAt, claimExpiryDays(offerExpiryDays) / 2);
}

/** `claimExpiryReminderAt` in SQL, over SQL expressions of our own (a timestamptz and an integer). */
export function claimExpiryReminderAtSqlText(claimedAt: string, offerExpiryDays: string): string {
  return addDaysSqlText(claimedAt, `(${claimExpiryDaysSqlText(offerExpiryDays)}) / 2.0`);
}

/** The latest claim time whose claim is half-way to its expiry (claimExpiryReminderAtSqlText) by `moment`, in SQL. */
export function claimedHalfwayBySqlText(moment: string, offerExpiryDays: string): string {
  return daysBeforeSqlText(moment, `(${claimExpiryDaysSqlText(offerExpiryDays)}) / 2.0`);
}

/** When a reward is due: the countdown's start (sign-up marked) plus the app's waiting period, 25 days when none. */
export function rewardDueAt(countdownStartedAt: Date | null, waitingPeriodDays: number | null): Date | null {
  return countdownStartedAt ? addDays(countdownStartedAt, waitingPeriodDays ?? DEFAULT_WAITING_PERIOD_DAYS) : null;
}

/** `rewardDueAt` in SQL (null while the countdown has not started), over SQL expressions of our own. */
export function rewardDueAtSqlText(countdownStartedAt: string, waitingPeriodDays: string): string {
  return addDaysSqlText(countdownStartedAt, `coalesce(${waitingPeriodDays}, ${DEFAULT_WAITING_PERIOD_DAYS})`);
}

/** The latest countdown start whose reward is due (rewardDueAtSqlText) by `moment`, in SQL. */
export function countdownDueBySqlText(moment: string, waitingPeriodDays: string): string {
  return daysBeforeSqlText(moment, `coalesce(${waitingPeriodDays}, ${DEFAULT_WAITING_PERIOD_DAYS})`);
}
