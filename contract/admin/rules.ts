/** The administrator area's rules both sides use, without zod (contract/admin/schema.ts builds on these). */

/** The settings the product knows. */
export const SETTING_KEYS = ['paid_features_enabled'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** Rows in a page of a paged admin list unless ?limit= says otherwise: the user table's page size. */
export const ADMIN_PAGE_SIZE = 20;

/**
 * Rows in a page of the team's Reports and Support tabs: each card holds a whole thread and its
 * forms, so a page holds ten. The screens ask for it, and so does `npm run bench`.
 */
export const CARD_QUEUE_PAGE_SIZE = 10;

/** At least one page, so "page 1 of 1" holds for an empty list too. */
export function totalPagesFor(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/**
 * Dates the administrator works with are UK dates. An offer's expiry date is entered as a date
 * only and kept as the end of that day, 23:59:59 London time (admin-side.md §5): an offer
 * "expiring on 31 March" is open all of 31 March in the UK, in winter (GMT) and summer (BST)
 * alike. "This month" in the user metrics starts at midnight on the 1st, London time.
 */
export const UK_TIME_ZONE = 'Europe/London';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// A date, optionally with a time (the browser sends "YYYY-MM-DDT23:59:59") and an offset.
const DATE_AND_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function isCalendarDate(date: string): boolean {
  const parts = DATE_ONLY.exec(date);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && year <= 2999 && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function partsInLondon(instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = Object.fromEntries(londonParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The calendar date in London of an instant, as YYYY-MM-DD. */
export function londonDateOf(instant: Date): string {
  const { year, month, day } = partsInLondon(instant);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The instant a London wall-clock time on YYYY-MM-DD names. */
function londonWallClock(date: string, hour: number, minute: number, second: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // London is UTC or UTC+1 and its clocks change at 01:00 UTC, never near midnight: one correction is exact.
  const seen = partsInLondon(new Date(wallClockAsUtc));
  const offsetMs = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second) - wallClockAsUtc;
  return new Date(wallClockAsUtc - offsetMs);
}

/** 23:59:59 London time on the given YYYY-MM-DD. */
export function endOfLondonDay(date: string): Date {
  return londonWallClock(date, 23, 59, 59);
}

/** Midnight in London at the start of the given YYYY-MM-DD. */
function startOfLondonDay(date: string): Date {
  return londonWallClock(date, 0, 0, 0);
}

/** Midnight in London on the 1st of the month an instant falls in there. */
export function startOfLondonMonth(instant: Date): Date {
  return startOfLondonDay(`${londonDateOf(instant).slice(0, 8)}01`);
}

/**
 * The day an expiry input names: its date as written, or, when it carries an offset, the London
 * date of that instant.
 */
export function expiryDayOf(input: string): string {
  const parts = DATE_AND_TIME.exec(input.trim());
  if (!parts) throw new RangeError(`Not an expiry date: ${input}`);
  if (!parts[5]) return parts[1]!;
  return londonDateOf(new Date(input.trim()));
}

/** What the form sends for a date picked in the browser: the end of that day (admin-side.md §5). */
export function expiryInputFor(date: string): string {
  return `${date}T23:59:59`;
}

/** Whether text is an expiry date the API accepts: a date, or a date and time (with an offset or not). */
export function isExpiryInput(value: string): boolean {
  const parts = DATE_AND_TIME.exec(value.trim());
  if (!parts || !isCalendarDate(parts[1]!)) return false;
  return !parts[5] || !Number.isNaN(new Date(value.trim()).getTime());
}

/** Where an AI Discovery suggestion came from: the AI service, or the curated list of UK programmes kept in the repository (offline). */
export const SUGGESTION_SOURCES = ['AI', 'CURATED'] as const;
export type SuggestionSource = (typeof SUGGESTION_SOURCES)[number];

/** A sign-in of an administrator with a second factor on, without a good code (POST /api/admin/login answers 401). */
export const OTP_REQUIRED = 'Enter the 6-digit code from your authenticator app';
/** How many recovery codes turning the second factor on gives. */
export const RECOVERY_CODE_COUNT = 10;
