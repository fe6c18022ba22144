/**
 * An offer's terms as a match keeps them from its claim (`terms_at_claim`): both rewards, the
 * qualifying spend, the waiting period and the app's terms and conditions, under the app's own
 * field names. The rules that say which parts of an offer changed, and in what words, without zod.
 */
import { DEFAULT_WAITING_PERIOD_DAYS, REWARD_FIELD_NAMES, rewardRange, type RewardFields, type RewardRole } from '../apps/rules.ts';
import { formatPence, formatPenceRange } from '../shared/money.ts';

export const OFFER_TERMS_FIELDS = [...REWARD_FIELD_NAMES, 'reward_waiting_period_days', 'terms_conditions'] as const;
export type OfferTermsField = (typeof OFFER_TERMS_FIELDS)[number];
export type OfferTerms = RewardFields & { reward_waiting_period_days: number | null; terms_conditions: string | null };

/** The parts of an offer a person reads, in the order they are told of them; each is one or more fields. */
export const OFFER_TERMS_PARTS = ['referrer_reward', 'referee_reward', 'qualifying_spend', 'reward_waiting_period', 'terms_conditions'] as const;
export type OfferTermsPart = (typeof OFFER_TERMS_PARTS)[number];

export const OFFER_TERMS_PART_LABEL: Record<OfferTermsPart, string> = {
  referrer_reward: 'Referrer reward',
  referee_reward: 'Referee reward',
  qualifying_spend: 'Qualifying spend',
  reward_waiting_period: 'Reward waiting period',
  terms_conditions: 'Terms and conditions',
};

const ROLE_OF_PART: Partial<Record<OfferTermsPart, RewardRole>> = { referrer_reward: 'referrer', referee_reward: 'referee' };

/**
 * What a part of the offer comes to for the people it pays, the form it is stored in aside: a
 * reward as the range it pays (a fixed amount is a range of one; none is £0), no qualifying spend
 * as £0, no waiting period as the usual 25 days, no terms as empty. Two offers differ in a part
 * when these differ.
 */
function partValue(terms: OfferTerms, part: OfferTermsPart): string {
  const role = ROLE_OF_PART[part];
  if (role) {
    const range = rewardRange(terms, role);
    return `${range.minPence}-${range.maxPence}`;
  }
  if (part === 'qualifying_spend') return String(terms.qualifying_spend_amount_pence ?? 0);
  if (part === 'reward_waiting_period') return String(terms.reward_waiting_period_days ?? DEFAULT_WAITING_PERIOD_DAYS);
  return terms.terms_conditions ?? '';
}

/** The parts of the offer that differ between two sets of terms, in their order. */
export function changedOfferTermsParts(before: OfferTerms, after: OfferTerms): OfferTermsPart[] {
  return OFFER_TERMS_PARTS.filter((part) => partValue(before, part) !== partValue(after, part));
}

/**
 * `partValue` in SQL, as a text expression, where `field` gives each field as an SQL expression of
 * its type (an integer, or text for the terms and conditions).
 */
function partValueSqlText(field: (name: OfferTermsField) => string, part: OfferTermsPart): string {
  const role = ROLE_OF_PART[part];
  if (role) {
    const [amount, min, max] = [field(`${role}_reward_amount_pence`), field(`${role}_reward_min_pence`), field(`${role}_reward_max_pence`)];
    return `(CASE WHEN ${min} IS NOT NULL AND ${max} IS NOT NULL AND coalesce(${amount}, 0) = 0 THEN ${min} || '-' || ${max}
      ELSE coalesce(${amount}, 0) || '-' || coalesce(${amount}, 0) END)`;
  }
  if (part === 'qualifying_spend') return `coalesce(${field('qualifying_spend_amount_pence')}, 0)::text`;
  if (part === 'reward_waiting_period') return `coalesce(${field('reward_waiting_period_days')}, ${DEFAULT_WAITING_PERIOD_DAYS})::text`;
  return `coalesce(${field('terms_conditions')}, '')`;
}

/** `changedOfferTermsParts` in SQL: a text[] of the parts that differ, in their order. */
export function changedOfferTermsPartsSqlText(before: (name: OfferTermsField) => string, after: (name: OfferTermsField) => string): string {
  const whenChanged = OFFER_TERMS_PARTS.map(
    (part) => `CASE WHEN ${partValueSqlText(before, part)} IS DISTINCT FROM ${partValueSqlText(after, part)} THEN '${part}' END`,
  );
  return `array_remove(ARRAY[${whenChanged.join(', ')}]::text[], NULL)`;
}

/** The fields of terms kept as jsonb (a match's terms_at_claim), each as an SQL expression of its type. */
export const storedOfferTermsSqlText =
  (jsonb: string) =>
  (name: OfferTermsField): string =>
    name === 'terms_conditions' ? `(${jsonb} ->> '${name}')` : `(${jsonb} ->> '${name}')::int`;

/** The fields of terms in an apps row (its columns carry the same names). */
export const appOfferTermsSqlText =
  (alias: string) =>
  (name: OfferTermsField): string =>
    `${alias}.${name}`;

/** A figure of the offer in words: "£20", "£10-£50", "no reward", "none" (no qualifying spend), "25 days". Not for the terms and conditions. */
export function offerTermsPartWords(terms: OfferTerms, part: Exclude<OfferTermsPart, 'terms_conditions'>): string {
  const role = ROLE_OF_PART[part];
  if (role) {
    const range = rewardRange(terms, role);
    return range.maxPence === 0 ? 'no reward' : formatPenceRange(range);
  }
  if (part === 'qualifying_spend') return terms.qualifying_spend_amount_pence ? formatPence(terms.qualifying_spend_amount_pence) : 'none';
  const days = terms.reward_waiting_period_days ?? DEFAULT_WAITING_PERIOD_DAYS;
  return days === 1 ? '1 day' : `${days} days`;
}

/** One sentence for each part that changed: "The referee reward went from £20 to £10."; none when nothing that matters changed. */
export function offerTermsChangeSentences(before: OfferTerms, after: OfferTerms): string[] {
  return changedOfferTermsParts(before, after).map((part) =>
    part === 'terms_conditions'
      ? 'The terms and conditions changed.'
      : `The ${OFFER_TERMS_PART_LABEL[part].toLowerCase()} went from ${offerTermsPartWords(before, part)} to ${offerTermsPartWords(after, part)}.`,
  );
}
