import type { AiSuggestion, AiSuggestionCandidate } from '#contract/admin/ai-suggestions/schema.ts';
import { endOfLondonDay, expiryDayOf, type SuggestionSource } from '#contract/admin/rules.ts';
import type { aiSuggestions } from '#server/db/schema.ts';
import { rewardColumnsFrom, rewardColumnsOf, rewardFieldsOf } from '#server/modules/apps/reward-columns.ts';
import type { AppValues } from '../apps/values.ts';
import { defaultLinkDomains } from '#server/modules/apps/link-domains.ts';

export type AiSuggestionRow = typeof aiSuggestions.$inferSelect;

export function toAiSuggestionDto(row: AiSuggestionRow): AiSuggestion {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logo_url: row.logoUrl,
    category: row.category,
    confidence: row.confidence,
    source: row.source,
    ...rewardFieldsOf(row),
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
export function suggestionValuesFrom(candidate: AiSuggestionCandidate, source: SuggestionSource): typeof aiSuggestions.$inferInsert {
  return {
    source,
    name: candidate.name,
    description: candidate.description,
    logoUrl: candidate.logo_url || null,
    category: candidate.category,
    confidence: candidate.confidence,
    ...rewardColumnsFrom(candidate),
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
    ...rewardColumnsOf(row),
    maxUsesPerUser: 1,
    isActive: true,
    expiryDate: row.expiryDate,
    termsConditions: row.termsConditions,
    rewardWaitingPeriodDays: row.rewardWaitingPeriodDays,
    offerExpiryDays: row.offerExpiryDays,
    requiresReferralCode: row.requiresReferralCode,
    referralLinkDomains: defaultLinkDomains(row.appUrl, row.offerUrl),
  };
}
