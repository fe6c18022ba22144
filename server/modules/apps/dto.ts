import type { App, AppBrief, AppSummary, ReferralOffer } from '#contract/apps/schema.ts';
import { apps, type referralOffers } from '#server/db/schema.ts';
import { isoTimestampSqlText } from '#server/db/json-sql.ts';
import { rewardFieldsOf } from './reward-columns.ts';

export type AppRow = typeof apps.$inferSelect;
export type OfferRow = typeof referralOffers.$inferSelect;
export type OfferFigures = Pick<ReferralOffer, 'total_codes' | 'available_codes' | 'current_total_uses' | 'total_max_uses'>;

export const NO_FIGURES: OfferFigures = { total_codes: 0, available_codes: 0, current_total_uses: 0, total_max_uses: 0 };

/** The columns an app brief is made of (and a match's claim expiry), for queries that list many rows with their app. */
export const appBriefColumns = {
  id: apps.id,
  name: apps.name,
  slug: apps.slug,
  category: apps.category,
  description: apps.description,
  logoUrl: apps.logoUrl,
  referrerRewardAmountPence: apps.referrerRewardAmountPence,
  refereeRewardAmountPence: apps.refereeRewardAmountPence,
  referrerRewardMinPence: apps.referrerRewardMinPence,
  referrerRewardMaxPence: apps.referrerRewardMaxPence,
  refereeRewardMinPence: apps.refereeRewardMinPence,
  refereeRewardMaxPence: apps.refereeRewardMaxPence,
  qualifyingSpendAmountPence: apps.qualifyingSpendAmountPence,
  rewardWaitingPeriodDays: apps.rewardWaitingPeriodDays,
  requiresReferralCode: apps.requiresReferralCode,
  opensToAllAt: apps.opensToAllAt,
  // Not in the brief itself: a match reads it for when its claim expires.
  offerExpiryDays: apps.offerExpiryDays,
};
export type AppBriefRow = Pick<AppRow, keyof typeof appBriefColumns>;

export function toAppBrief(row: AppBriefRow): AppBrief {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    category: row.category,
    description: row.description,
    logo_url: row.logoUrl,
    ...rewardFieldsOf(row),
    reward_waiting_period_days: row.rewardWaitingPeriodDays,
    requires_referral_code: row.requiresReferralCode,
    opens_to_all_at: row.opensToAllAt?.toISOString() ?? null,
  };
}

/** `toAppBrief`'s fields as `json_build_object` arguments, for the apps row under `alias`. */
function appBriefJsonFields(alias: string): string[] {
  return ['id', 'name', 'slug', 'category', 'description', 'logo_url']
    .concat(['referrer_reward_amount_pence', 'referee_reward_amount_pence', 'referrer_reward_min_pence', 'referrer_reward_max_pence'])
    .concat(['referee_reward_min_pence', 'referee_reward_max_pence', 'qualifying_spend_amount_pence', 'reward_waiting_period_days', 'requires_referral_code'])
    .map((column) => `'${column}', ${alias}.${column}`)
    .concat(`'opens_to_all_at', ${isoTimestampSqlText(`${alias}.opens_to_all_at`)}`);
}

/** `toAppBrief` as an SQL JSON object, for the apps row under `alias`. */
export function appBriefJsonSqlText(alias: string): string {
  return `json_build_object(${appBriefJsonFields(alias).join(', ')})`;
}

/** `toAppSummary` as an SQL JSON object, for the apps row under `alias` (user-apps.test.ts holds it to the mapping). */
export function appSummaryJsonSqlText(alias: string): string {
  const more = ['app_url', 'offer_url', 'max_uses_per_user', 'referrer_monthly_cap', 'is_active']
    .concat(['terms_conditions', 'offer_expiry_days', 'referral_link_format'])
    .map((column) => `'${column}', ${alias}.${column}`)
    .concat([
      `'expiry_date', ${isoTimestampSqlText(`${alias}.expiry_date`)}`,
      `'referral_link_domains', to_json(${alias}.referral_link_domains)`,
      `'created_at', ${isoTimestampSqlText(`${alias}.created_at`)}`,
    ]);
  return `json_build_object(${[...appBriefJsonFields(alias), ...more].join(', ')})`;
}

export function toAppSummary(row: AppRow): AppSummary {
  return {
    ...toAppBrief(row),
    app_url: row.appUrl,
    offer_url: row.offerUrl,
    max_uses_per_user: row.maxUsesPerUser,
    referrer_monthly_cap: row.referrerMonthlyCap,
    is_active: row.isActive,
    expiry_date: row.expiryDate?.toISOString() ?? null,
    terms_conditions: row.termsConditions,
    offer_expiry_days: row.offerExpiryDays,
    referral_link_domains: row.referralLinkDomains,
    referral_link_format: row.referralLinkFormat,
    created_at: row.createdAt.toISOString(),
  };
}

function toOfferDto(row: OfferRow, figures: OfferFigures): ReferralOffer {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    conditions: row.conditions,
    expiry_date: row.expiryDate?.toISOString() ?? null,
    is_active: row.isActive,
    ...figures,
  };
}

export function toAppDto(row: AppRow, offers: OfferRow[], figures: OfferFigures): App {
  return { ...toAppSummary(row), referral_offers: offers.map((offer) => toOfferDto(offer, figures)) };
}
