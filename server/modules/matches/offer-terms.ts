import { OFFER_TERMS_FIELDS, type OfferTerms } from '#contract/matches/terms.ts';
import { rewardFieldsOf, type RewardColumns } from '../apps/reward-columns.ts';

/** The columns of an apps row that make its offer's terms, by their Drizzle names. */
export type OfferTermsColumns = RewardColumns & { rewardWaitingPeriodDays: number | null; termsConditions: string | null };

/** An app's offer terms now, as a match keeps them from its claim (`terms_at_claim`). */
export function offerTermsOf(row: OfferTermsColumns): OfferTerms {
  return { ...rewardFieldsOf(row), reward_waiting_period_days: row.rewardWaitingPeriodDays, terms_conditions: row.termsConditions };
}

/** `offerTermsOf` in SQL, as jsonb, for the apps row under `alias` (its columns carry the fields' names). */
export function offerTermsJsonSqlText(alias: string): string {
  return `jsonb_build_object(${OFFER_TERMS_FIELDS.map((field) => `'${field}', ${alias}.${field}`).join(', ')})`;
}
