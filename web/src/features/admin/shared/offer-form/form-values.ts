import { z } from 'zod';
import { appFormBody, type AppFormInput, DEFAULT_MAX_USES_PER_USER } from '#contract/admin/apps/schema.ts';
import type { RewardRole } from '#contract/apps/rules.ts';
import { expiryInputFor, londonDateOf } from '#contract/admin/rules.ts';
import type { App } from '#contract/apps/schema.ts';

type AppCategory = App['category'];

/** The money fields, entered in pounds and sent in pence. */
const MONEY_FIELDS = [
  'referrer_reward_amount_pence',
  'referrer_reward_min_pence',
  'referrer_reward_max_pence',
  'referee_reward_amount_pence',
  'referee_reward_min_pence',
  'referee_reward_max_pence',
  'qualifying_spend_amount_pence',
] as const;
type MoneyField = (typeof MONEY_FIELDS)[number];

/** What the offer form holds while it is being filled in: text as typed, amounts in pounds. */
export type OfferFormValues = Record<MoneyField, string> & {
  name: string;
  description: string;
  category: AppCategory;
  app_url: string;
  offer_url: string;
  /** The logo the app will have: a stored logo's path, or '' for its coloured initial. */
  logo_stored: string;
  /** An address typed to take the logo from, not fetched yet; sent as logo_url when it is (the server then fetches it). */
  logo_url: string;
  max_uses_mode: 'limited' | 'unlimited';
  max_uses_per_user: string;
  /** A whole number as typed; empty for none. */
  referrer_monthly_cap: string;
  reward_waiting_period_days: string;
  offer_expiry_days: string;
  /** YYYY-MM-DD, as a date input gives it. */
  expiry_date: string;
  terms_conditions: string;
  requires_referral_code: boolean;
  /** Domains separated by commas, as typed. */
  referral_link_domains: string;
  /** The programme's link shape with {code}, as typed; empty for none. */
  referral_link_format: string;
  is_active: boolean;
};

export const EMPTY_OFFER_FORM: OfferFormValues = {
  name: '',
  description: '',
  category: 'other',
  app_url: '',
  offer_url: '',
  logo_stored: '',
  logo_url: '',
  referrer_reward_amount_pence: '',
  referrer_reward_min_pence: '',
  referrer_reward_max_pence: '',
  referee_reward_amount_pence: '',
  referee_reward_min_pence: '',
  referee_reward_max_pence: '',
  qualifying_spend_amount_pence: '',
  max_uses_mode: 'limited',
  max_uses_per_user: String(DEFAULT_MAX_USES_PER_USER),
  referrer_monthly_cap: '',
  reward_waiting_period_days: '',
  offer_expiry_days: '',
  expiry_date: '',
  terms_conditions: '',
  requires_referral_code: true,
  referral_link_domains: '',
  referral_link_format: '',
  is_active: true,
};

/** 1250 -> "12.50"; null -> "". */
export function poundsText(pence: number | null): string {
  return pence === null ? '' : (pence / 100).toFixed(2);
}

/** "12.50" -> 1250 (rounded to the penny); "" -> null; something else -> NaN, which the schema refuses. */
export function penceFrom(pounds: string): number | null {
  const trimmed = pounds.trim();
  if (trimmed === '') return null;
  return Math.round(Number(trimmed) * 100);
}

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** The edit form's starting values, from the app as it is. */
export function offerFormValuesOf(app: App): OfferFormValues {
  return {
    name: app.name,
    description: app.description,
    category: app.category,
    app_url: app.app_url,
    offer_url: app.offer_url ?? '',
    logo_stored: app.logo_url ?? '',
    logo_url: '',
    referrer_reward_amount_pence: poundsText(app.referrer_reward_amount_pence),
    referrer_reward_min_pence: poundsText(app.referrer_reward_min_pence),
    referrer_reward_max_pence: poundsText(app.referrer_reward_max_pence),
    referee_reward_amount_pence: poundsText(app.referee_reward_amount_pence),
    referee_reward_min_pence: poundsText(app.referee_reward_min_pence),
    referee_reward_max_pence: poundsText(app.referee_reward_max_pence),
    qualifying_spend_amount_pence: poundsText(app.qualifying_spend_amount_pence),
    max_uses_mode: app.max_uses_per_user === null ? 'unlimited' : 'limited',
    max_uses_per_user: String(app.max_uses_per_user ?? DEFAULT_MAX_USES_PER_USER),
    referrer_monthly_cap: app.referrer_monthly_cap === null ? '' : String(app.referrer_monthly_cap),
    reward_waiting_period_days: app.reward_waiting_period_days === null ? '' : String(app.reward_waiting_period_days),
    offer_expiry_days: app.offer_expiry_days === null ? '' : String(app.offer_expiry_days),
    expiry_date: app.expiry_date ? londonDateOf(new Date(app.expiry_date)) : '',
    terms_conditions: app.terms_conditions ?? '',
    requires_referral_code: app.requires_referral_code,
    referral_link_domains: app.referral_link_domains.join(', '),
    referral_link_format: app.referral_link_format ?? '',
    is_active: app.is_active,
  };
}

/** The request body the form describes; the contract's schema then checks it as the server will. */
export function appBodyOf(values: OfferFormValues): AppFormInput {
  const money = Object.fromEntries(MONEY_FIELDS.map((field) => [field, penceFrom(values[field])])) as Record<MoneyField, number | null>;
  return {
    name: values.name,
    description: values.description,
    category: values.category,
    app_url: values.app_url,
    offer_url: values.offer_url.trim() === '' ? null : values.offer_url,
    logo_url: values.logo_url.trim() !== '' ? values.logo_url : values.logo_stored === '' ? null : values.logo_stored,
    ...money,
    max_uses_per_user: values.max_uses_mode === 'unlimited' ? null : wholeNumber(values.max_uses_per_user),
    referrer_monthly_cap: wholeNumber(values.referrer_monthly_cap),
    reward_waiting_period_days: wholeNumber(values.reward_waiting_period_days),
    offer_expiry_days: wholeNumber(values.offer_expiry_days),
    // A date only, sent as the end of that day (admin-side.md §5).
    expiry_date: values.expiry_date === '' ? null : expiryInputFor(values.expiry_date),
    terms_conditions: values.terms_conditions.trim() === '' ? null : values.terms_conditions,
    requires_referral_code: values.requires_referral_code,
    // Empty: the server takes the domains of the App URL and Offer URL.
    referral_link_domains:
      values.referral_link_domains.trim() === '' ? undefined : values.referral_link_domains.split(',').filter((domain) => domain.trim() !== ''),
    referral_link_format: values.referral_link_format.trim() === '' ? null : values.referral_link_format,
    is_active: values.is_active,
  };
}

/** The form as typed, turned into the request body and checked by the server's own schema (its messages land on the same field names). */
export const offerFormSchema = z.custom<OfferFormValues>().transform(appBodyOf).pipe(appFormBody);

/** One party's three reward fields. */
export function rewardFieldNames(party: RewardRole) {
  return { amount: `${party}_reward_amount_pence`, min: `${party}_reward_min_pence`, max: `${party}_reward_max_pence` } as const;
}

/** A range value is entered: the fixed amount is 0 and its field disabled. */
export function rangeInUse(minText: string, maxText: string): boolean {
  return minText.trim() !== '' || maxText.trim() !== '';
}

/** A fixed amount above 0 is entered: the range fields are disabled. */
export function fixedInUse(amountText: string): boolean {
  return (penceFrom(amountText) ?? 0) > 0;
}

/** admin-side.md §5: typing a range value sets that party's fixed amount to 0. */
export const FIXED_AMOUNT_WITH_RANGE = '0.00';
