/**
 * The catalogue's rules both sides use, without zod: the landing page imports them and must not
 * download the schemas (docs/performance.md). contract/apps/schema.ts builds on these.
 */
import type { PenceRange } from '../shared/money.ts';
import { formatLongDateTime } from '../shared/dates.ts';

export const APP_CATEGORIES = ['banking', 'investing', 'crypto', 'shopping', 'ride', 'food', 'streaming', 'other'] as const;
export type AppCategory = (typeof APP_CATEGORIES)[number];

/** Each category as the spec names it (user-side.md §1), as the lists' category chips show it. */
export const CATEGORY_NAMES: Record<AppCategory, string> = {
  banking: 'Banking',
  investing: 'Investing',
  crypto: 'Crypto',
  shopping: 'Shopping',
  ride: 'Ride',
  food: 'Food',
  streaming: 'Streaming',
  other: 'Other',
};

/** The reward a person is shown when an offer gives no waiting period (user-side.md §9). */
export const DEFAULT_WAITING_PERIOD_DAYS = 25;

/** The seven reward figures of an app, in pence: per party a fixed amount or a min-max range, and the qualifying spend. */
export const REWARD_FIELD_NAMES = [
  'referrer_reward_amount_pence',
  'referee_reward_amount_pence',
  'referrer_reward_min_pence',
  'referrer_reward_max_pence',
  'referee_reward_min_pence',
  'referee_reward_max_pence',
  'qualifying_spend_amount_pence',
] as const;
export type RewardFields = Record<(typeof REWARD_FIELD_NAMES)[number], number | null>;

/** The two sides of a match, each with its own reward. */
export const REWARD_ROLES = ['referrer', 'referee'] as const;
export type RewardRole = (typeof REWARD_ROLES)[number];

/** A party's reward as a range: a fixed amount is a range of one value; a range applies when there is no fixed amount. */
export function rewardRange(fields: RewardFields, role: RewardRole): PenceRange {
  const amount = role === 'referrer' ? fields.referrer_reward_amount_pence : fields.referee_reward_amount_pence;
  const min = role === 'referrer' ? fields.referrer_reward_min_pence : fields.referee_reward_min_pence;
  const max = role === 'referrer' ? fields.referrer_reward_max_pence : fields.referee_reward_max_pence;
  if (min !== null && max !== null && !amount) return { minPence: min, maxPence: max };
  return { minPence: amount ?? 0, maxPence: amount ?? 0 };
}

/** The referrer's reward as a range. */
export function referrerRewardRange(fields: RewardFields): PenceRange {
  return rewardRange(fields, 'referrer');
}

/** The referee's (the new customer's) reward as a range. */
export function refereeRewardRange(fields: RewardFields): PenceRange {
  return rewardRange(fields, 'referee');
}

/** The most a new customer can get: the fixed amount, or the top of the range. What "best reward" sorts by. */
export function refereeRewardTopPence(fields: RewardFields): number {
  return refereeRewardRange(fields).maxPence;
}

/** One end of `refereeRewardRange` in SQL, for the apps table under `alias`: a fixed amount is both ends. */
function refereeRewardEndSqlText(alias: string, end: 'min' | 'max'): string {
  const column = (name: string) => `${alias}.referee_reward_${name}_pence`;
  return `(CASE WHEN ${column('min')} IS NOT NULL AND ${column('max')} IS NOT NULL AND coalesce(${column('amount')}, 0) = 0
    THEN ${column(end)} ELSE coalesce(${column('amount')}, 0) END)`;
}

/** `refereeRewardTopPence` in SQL, for the apps table under `alias`. */
export function refereeRewardTopSqlText(alias: string): string {
  return refereeRewardEndSqlText(alias, 'max');
}

/** The bottom of `refereeRewardRange` in SQL: the best offer's tie-break after its top. */
export function refereeRewardBottomSqlText(alias: string): string {
  return refereeRewardEndSqlText(alias, 'min');
}

/** The hosts an app's referral links may use: each listed domain and its subdomains. No domains accepts any link. */
export function linkFitsApp(link: string, domains: readonly string[]): boolean {
  if (domains.length === 0) return true;
  let host: string;
  try {
    host = new URL(link.trim()).hostname.toLowerCase();
  } catch {
    return false;
  }
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** What a person reads when a link is on another app's domain (or none of this app's). */
export function wrongAppLinkMessage(appName: string): string {
  return `This doesn't look like a ${appName} referral link`;
}

/** A domain as the offer form takes it: lower case, no scheme, path or "www.". */
export function normaliseLinkDomain(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#:].*$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '');
}

/** A domain the offer form accepts: labels of letters, digits and hyphens, with at least one dot. */
export const LINK_DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * Early access: an app added to the catalogue (created, or activated from an AI suggestion) is
 * Premium's for this long, while paid features are on, before Free members may claim it.
 */
export const EARLY_ACCESS_HOURS = 72;

/** Whether an app that opens to everyone at `opensToAllAt` (null: it always has) is still Premium's at `now`. */
export function inEarlyAccess(opensToAllAt: Date | string | null, now = new Date()): boolean {
  return opensToAllAt !== null && new Date(opensToAllAt).getTime() > now.getTime();
}

/** What a Free member reads on an app in its early access, and the refusal of their claim. */
export function opensToEveryoneText(opensToAllAt: Date | string): string {
  return `Opens to everyone on ${formatLongDateTime(opensToAllAt)}`;
}

/** An app's public page counts the matches completed, and the days they took to pay, over this many days back. */
export const APP_PAGE_WINDOW_DAYS = 90;

/** What a slug looks like (migration 0038_app_slugs makes them so): lower-case letters and digits in hyphenated runs. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Its public page's address. */
export function appPagePath(slug: string): string {
  return `/apps/${slug}`;
}

/** A category's public page's address. */
export function categoryPagePath(category: AppCategory): string {
  return `/apps/category/${category}`;
}

/** Why an app that is closed gives out no code (the claim's refusal, and a link to claim one). */
export function appClosedText(appName: string): string {
  return `${appName} is not taking referrals at the moment`;
}
