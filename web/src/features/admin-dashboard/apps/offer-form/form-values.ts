import type { AppFormInput, RewardParty } from '../../../../../../contract/admin-apps.ts';
import { DEFAULT_MAX_USES_PER_USER } from '../../../../../../contract/admin-apps.ts';
import { expiryInputFor, londonDateOf } from '../../../../../../contract/admin-london-time.ts';
import type { App } from '../../../../../../contract/apps.ts';

type AppCategory = App['category'];

/** The money fields, entered in pounds and sent in pence. */
export const MONEY_FIELDS = [
  'referrer_reward_amount_pence',
  'referrer_reward_min_pence',
  'referrer_reward_max_pence',
  'referee_reward_amount_pence',
  'referee_reward_min_pence',
  'referee_reward_max_pence',
  'qualifying_spend_amount_pence',
] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];

/** What the offer form holds while it is being filled in: text as typed, amounts in pounds. */
export type OfferFormValues = Record<MoneyField, string> & {
  name: string;
  description: string;
  category: AppCategory;
  app_url: string;
  offer_url: string;
  max_uses_mode: 'limited' | 'unlimited';
  max_uses_per_user: string;
  reward_waiting_period_days: string;
  offer_expiry_days: string;
  /** YYYY-MM-DD, as a date input gives it. */
  expiry_date: string;
  terms_conditions: string;
  requires_referral_code: boolean;
  is_active: boolean;
};

export const EMPTY_OFFER_FORM: OfferFormValues = {
  name: '',
  description: '',
  category: 'other',
  app_url: '',
  offer_url: '',
  referrer_reward_amount_pence: '',
  referrer_reward_min_pence: '',
  referrer_reward_max_pence: '',
  referee_reward_amount_pence: '',
  referee_reward_min_pence: '',
  referee_reward_max_pence: '',
  qualifying_spend_amount_pence: '',
  max_uses_mode: 'limited',
  max_uses_per_user: String(DEFAULT_MAX_USES_PER_USER),
  reward_waiting_period_days: '',
  offer_expiry_days: '',
  expiry_date: '',
  terms_conditions: '',
  requires_referral_code: true,
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
    referrer_reward_amount_pence: poundsText(app.referrer_reward_amount_pence),
    referrer_reward_min_pence: poundsText(app.referrer_reward_min_pence),
    referrer_reward_max_pence: poundsText(app.referrer_reward_max_pence),
    referee_reward_amount_pence: poundsText(app.referee_reward_amount_pence),
    referee_reward_min_pence: poundsText(app.referee_reward_min_pence),
    referee_reward_max_pence: poundsText(app.referee_reward_max_pence),
    qualifying_spend_amount_pence: poundsText(app.qualifying_spend_amount_pence),
    max_uses_mode: app.max_uses_per_user === null ? 'unlimited' : 'limited',
    max_uses_per_user: String(app.max_uses_per_user ?? DEFAULT_MAX_USES_PER_USER),
    reward_waiting_period_days: app.reward_waiting_period_days === null ? '' : String(app.reward_waiting_period_days),
    offer_expiry_days: app.offer_expiry_days === null ? '' : String(app.offer_expiry_days),
    expiry_date: app.expiry_date ? londonDateOf(new Date(app.expiry_date)) : '',
    terms_conditions: app.terms_conditions ?? '',
    requires_referral_code: app.requires_referral_code,
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
    ...money,
    max_uses_per_user: values.max_uses_mode === 'unlimited' ? null : wholeNumber(values.max_uses_per_user),
    reward_waiting_period_days: wholeNumber(values.reward_waiting_period_days),
    offer_expiry_days: wholeNumber(values.offer_expiry_days),
    // A date only, sent as the end of that day (admin-side.md §5).
    expiry_date: values.expiry_date === '' ? null : expiryInputFor(values.expiry_date),
    terms_conditions: values.terms_conditions.trim() === '' ? null : values.terms_conditions,
    requires_referral_code: values.requires_referral_code,
    is_active: values.is_active,
  };
}

/** A range value is entered for this party: the fixed amount is 0 and its field disabled. */
export function rangeInUse(values: OfferFormValues, party: RewardParty): boolean {
  return values[`${party}_reward_min_pence`].trim() !== '' || values[`${party}_reward_max_pence`].trim() !== '';
}

/** A fixed amount above 0 is entered for this party: the range fields are disabled. */
export function fixedInUse(values: OfferFormValues, party: RewardParty): boolean {
  return (penceFrom(values[`${party}_reward_amount_pence`]) ?? 0) > 0;
}

/** admin-side.md §5: typing a range value sets that party's fixed amount to 0. */
export function withMoney(values: OfferFormValues, field: MoneyField, text: string): OfferFormValues {
  const next = { ...values, [field]: text };
  const party = field.startsWith('referrer_') ? 'referrer' : field.startsWith('referee_') ? 'referee' : null;
  if (party && (field.endsWith('_min_pence') || field.endsWith('_max_pence')) && text.trim() !== '') {
    next[`${party}_reward_amount_pence`] = '0.00';
  }
  return next;
}

/** The Clear Range button: both ends of the party's range emptied. */
export function withoutRange(values: OfferFormValues, party: RewardParty): OfferFormValues {
  return { ...values, [`${party}_reward_min_pence`]: '', [`${party}_reward_max_pence`]: '' };
}
