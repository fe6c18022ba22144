import type { AiSuggestion, AiSuggestionCandidate } from '../../../../contract/admin-ai-suggestions.ts';
import { endOfLondonDay, expiryDayOf } from '../../../../contract/admin-london-time.ts';
import type { aiSuggestions } from '../../../db/schema.ts';
import type { AppValues } from '../apps/values.ts';

export type AiSuggestionRow = typeof aiSuggestions.$inferSelect;

export function toAiSuggestionDto(row: AiSuggestionRow): AiSuggestion {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logo_url: row.logoUrl,
    category: row.category,
    confidence: row.confidence,
    referrer_reward_amount_pence: row.referrerRewardAmountPence,
    referee_reward_amount_pence: row.refereeRewardAmountPence,
    referrer_reward_min_pence: row.referrerRewardMinPence,
    referrer_reward_max_pence: row.referrerRewardMaxPence,
    referee_reward_min_pence: row.refereeRewardMinPence,
    referee_reward_max_pence: row.refereeRewardMaxPence,
    qualifying_spend_amount_pence: row.qualifyingSpendAmountPence,
    reward_waiting_period_days: row.rewardWaitingPeriodDays,
    expiry_date: row.expiryDate?.toISOString() ?? null,
    offer_expiry_days: row.offerExpiryDays,
    requires_referral_code: row.requiresReferralCode,
    app_url: row.appUrl,
    offer_url: row.offerUrl,
    terms_conditions: row.termsConditions,
    created_at: row.createdAt.toISOString(),
  };
}

/** The row a checked candidate is stored as; a complete range keeps a fixed amount of 0, as apps do. */
export function suggestionValuesFrom(candidate: AiSuggestionCandidate): typeof aiSuggestions.$inferInsert {
  const ranged = (min?: number | null, max?: number | null) => min !== null && min !== undefined && max !== null && max !== undefined;
  const referrerRanged = ranged(candidate.referrer_reward_min_pence, candidate.referrer_reward_max_pence);
  const refereeRanged = ranged(candidate.referee_reward_min_pence, candidate.referee_reward_max_pence);
  return {
    name: candidate.name,
    description: candidate.description,
    logoUrl: candidate.logo_url || null,
    category: candidate.category,
    confidence: candidate.confidence,
    referrerRewardAmountPence: referrerRanged ? 0 : (candidate.referrer_reward_amount_pence ?? null),
    referrerRewardMinPence: referrerRanged ? candidate.referrer_reward_min_pence : null,
    referrerRewardMaxPence: referrerRanged ? candidate.referrer_reward_max_pence : null,
    refereeRewardAmountPence: refereeRanged ? 0 : (candidate.referee_reward_amount_pence ?? null),
    refereeRewardMinPence: refereeRanged ? candidate.referee_reward_min_pence : null,
    refereeRewardMaxPence: refereeRanged ? candidate.referee_reward_max_pence : null,
    qualifyingSpendAmountPence: candidate.qualifying_spend_amount_pence ?? null,
    rewardWaitingPeriodDays: candidate.reward_waiting_period_days ?? null,
    expiryDate: candidate.expiry_date ? endOfLondonDay(expiryDayOf(candidate.expiry_date)) : null,
    offerExpiryDays: candidate.offer_expiry_days ?? null,
    requiresReferralCode: candidate.requires_referral_code,
    appUrl: candidate.app_url,
    offerUrl: candidate.offer_url || null,
    termsConditions: candidate.terms_conditions || null,
  };
}

/** The app a suggestion becomes when an administrator activates it: active, one use per person. */
export function appValuesFromSuggestion(row: AiSuggestionRow): AppValues {
  return {
    name: row.name,
    description: row.description,
    category: row.category,
    logoUrl: row.logoUrl,
    appUrl: row.appUrl,
    offerUrl: row.offerUrl,
    referrerRewardAmountPence: row.referrerRewardAmountPence,
    refereeRewardAmountPence: row.refereeRewardAmountPence,
    referrerRewardMinPence: row.referrerRewardMinPence,
    referrerRewardMaxPence: row.referrerRewardMaxPence,
    refereeRewardMinPence: row.refereeRewardMinPence,
    refereeRewardMaxPence: row.refereeRewardMaxPence,
    qualifyingSpendAmountPence: row.qualifyingSpendAmountPence,
    maxUsesPerUser: 1,
    isActive: true,
    expiryDate: row.expiryDate,
    termsConditions: row.termsConditions,
    rewardWaitingPeriodDays: row.rewardWaitingPeriodDays,
    offerExpiryDays: row.offerExpiryDays,
    requiresReferralCode: row.requiresReferralCode,
  };
}
