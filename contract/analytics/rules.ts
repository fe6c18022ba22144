/** The rules and words of analytics both sides use, without zod (contract/analytics/schema.ts builds on these). */

/** Weeks of claims the summary covers: `?weeks=` from 1 to 52, 12 when absent. */
export const ANALYTICS_WEEKS = { min: 1, max: 52, fallback: 12 } as const;

/** The weeks a person can choose on the screen. */
export const WEEK_CHOICES = [4, 12, 26, 52] as const;

/** Calendar months of rewards earned the summary covers, the current one last. */
export const REWARD_MONTHS = 12;

/** The marketplace's median days to a reward for an app is taken over its latest this many confirmed rewards. */
export const MARKETPLACE_SAMPLE = 500;

/** The most apps, codes and pending rewards one list of the summary carries. */
export const ANALYTICS_LIST_MAX = 100;

/** The download of a person's matches holds at most the newest this many. */
export const MATCHES_CSV_MAX_ROWS = 5_000;
export const MATCHES_CSV_PATH = '/api/analytics/matches.csv';

/** Weeks start on Monday and months on the 1st, in London's time. */
export const ANALYTICS_TIME_ZONE = 'Europe/London';

/** The 402 a Free person gets while paid features are on. */
export const ANALYTICS_PREMIUM_ONLY = 'Analytics is part of Premium. Upgrade to Premium to see your own figures.';

/** How a referrer's claims progress, in the funnel's order, with the words of each stage. */
export const FUNNEL_STAGE_LABEL = {
  claimed: 'Claimed',
  sign_up_marked: 'Sign-up marked',
  reward_confirmed: 'Reward confirmed',
  cancelled_or_expired: 'Cancelled or expired',
} as const;
export type FunnelStage = keyof typeof FUNNEL_STAGE_LABEL;
export const FUNNEL_STAGES = Object.keys(FUNNEL_STAGE_LABEL) as FunnelStage[];

/** The words of the screen, written once. */
export const ANALYTICS_TEXT = {
  title: 'Analytics',
  intro: 'How your codes do and where your rewards stand, from your own matches.',
  exampleBadge: 'Example figures',
  exampleNote: 'These are made-up figures showing what analytics looks like. Upgrade to Premium to see your own.',
  upgrade: 'Upgrade to Premium',
  download: 'Download my matches (CSV)',
  downloadFailed: 'Your matches could not be downloaded. Please try again.',
  loadFailed: 'Your analytics could not be loaded.',
  loading: 'Loading your analytics...',
  weeksLabel: 'Claims over',
  asReferrer: 'Your codes: how the codes you share are doing.',
  asReferee: 'Your sign-ups: rewards for signing up with other people’s codes.',
  claimsTitle: 'Claims of your codes per week',
  funnelTitle: 'From claim to reward, per app',
  rewardsPerAppTitle: 'Rewards earned per app',
  rewardsPerMonthTitle: 'Rewards earned per month',
  daysTitle: 'Days from sign-up to reward',
  daysNote: `Medians: yours over your rewards for the app, the marketplace's over its latest ${MARKETPLACE_SAMPLE} rewards.`,
  rotationTitle: 'Your codes in the rotation',
  receivedTitle: 'Rewards received',
  pendingTitle: 'Rewards pending',
  noClaims: 'None of your codes has been claimed yet.',
  noRewards: 'No rewards confirmed yet.',
  noCodes: 'You have no codes on offer.',
  noReceived: 'You have not confirmed receiving a reward yet.',
  noPending: 'No rewards pending.',
  overdue: 'Overdue',
} as const;

/** The tables' column headings. */
export const COLUMN = {
  week: 'Week of',
  month: 'Month',
  app: 'App',
  code: 'Code',
  place: 'Place in rotation',
  rewards: 'Rewards',
  received: 'Received',
  expected: 'Expected',
  due: 'Due',
} as const;

/** The names of the figures each chart and its table show. */
export const SERIES_NAME = { claims: 'Claims', earned: 'Earned', mine: 'You', marketplace: 'Marketplace' } as const;

/**
 * A code's place in its app's rotation in words: 1 is next in line; null is out of it. Places are
 * exact up to `exactUpTo`; one past it reads "101st or later".
 */
export function rotationPlaceText(place: number | null, exactUpTo: number): string {
  if (place === null) return 'Not in the rotation now';
  if (place === 1) return '1st: next in line';
  if (place > exactUpTo) return `${ordinal(exactUpTo + 1)} or later`;
  return ordinal(place);
}

export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "12.5 days", "1 day"; a dash when there is nothing to take a median of. */
export function daysText(days: number | null): string {
  if (days === null) return '—';
  return days === 1 ? '1 day' : `${days} days`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: ANALYTICS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day a moment falls on in London: "2026-03-18". */
export function londonDate(moment: Date): string {
  return londonDay.format(moment);
}

/** A calendar day ("2026-03-18") moved by whole days, as a calendar day. */
function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Mondays (London) of the `weeks` weeks up to and including the one `now` falls in, oldest first. */
export function weekStarts(now: Date, weeks: number): string[] {
  const today = londonDate(now);
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const thisMonday = shiftDay(today, -sinceMonday);
  return Array.from({ length: weeks }, (_, index) => shiftDay(thisMonday, -7 * (weeks - 1 - index)));
}

/** The `months` calendar months (London) up to and including the one `now` falls in, oldest first: "2026-03". */
export function monthsUpTo(now: Date, months: number): string[] {
  const [year, month] = londonDate(now).split('-').map(Number) as [number, number];
  return Array.from({ length: months }, (_, index) => {
    const back = months - 1 - index;
    const total = year * 12 + (month - 1) - back;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

const weekLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthLabel = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "2026-03-16" -> "16 Mar": a week by its Monday. */
export function weekText(weekStart: string): string {
  return weekLabel.format(new Date(`${weekStart}T00:00:00Z`));
}

/** "2026-03" -> "Mar 2026". */
export function monthText(month: string): string {
  return monthLabel.format(new Date(`${month}-01T00:00:00Z`));
}
