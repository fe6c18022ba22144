import { DEFAULT_MAX_USES_PER_USER, type AppFormBody } from '#contract/admin/apps/schema.ts';
import { endOfLondonDay, expiryDayOf } from '#contract/admin/rules.ts';
import type { apps } from '#server/db/schema.ts';
import type { AppRow } from '#server/modules/apps/dto.ts';
import { rewardColumnsFrom, rewardFieldsOf } from '#server/modules/apps/reward-columns.ts';
import { linkDomainsOr } from '#server/modules/apps/link-domains.ts';

export type AppValues = Omit<typeof apps.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

function blankToNull(text: string | null | undefined): string | null {
  return text === undefined || text === null || text.trim() === '' ? null : text;
}

/** The row an offer form describes, with the spec's defaults filled in; the expiry is the end of that day in London. */
export function appValuesFrom(body: AppFormBody): AppValues {
  return {
    name: body.name,
    description: body.description,
    category: body.category ?? 'other',
    appUrl: body.app_url,
    offerUrl: blankToNull(body.offer_url),
    logoUrl: blankToNull(body.logo_url),
    ...rewardColumnsFrom(body),
    maxUsesPerUser: body.max_uses_per_user === undefined ? DEFAULT_MAX_USES_PER_USER : body.max_uses_per_user,
    referrerMonthlyCap: body.referrer_monthly_cap ?? null,
    isActive: body.is_active ?? true,
    expiryDate: body.expiry_date ? endOfLondonDay(expiryDayOf(body.expiry_date)) : null,
    termsConditions: blankToNull(body.terms_conditions),
    rewardWaitingPeriodDays: body.reward_waiting_period_days ?? null,
    offerExpiryDays: body.offer_expiry_days ?? null,
    requiresReferralCode: body.requires_referral_code ?? true,
    referralLinkDomains: linkDomainsOr(body.referral_link_domains, body.app_url, body.offer_url),
    referralLinkFormat: body.referral_link_format ?? null,
  };
}

/** A stored app as the offer form would send it, so a partial change can be laid over it. */
export function formBodyOf(row: AppRow): AppFormBody {
  return {
    name: row.name,
    description: row.description,
    category: row.category,
    app_url: row.appUrl,
    offer_url: row.offerUrl,
    logo_url: row.logoUrl,
    ...rewardFieldsOf(row),
    max_uses_per_user: row.maxUsesPerUser,
    referrer_monthly_cap: row.referrerMonthlyCap,
    is_active: row.isActive,
    expiry_date: row.expiryDate?.toISOString() ?? null,
    terms_conditions: row.termsConditions,
    reward_waiting_period_days: row.rewardWaitingPeriodDays,
    offer_expiry_days: row.offerExpiryDays,
    requires_referral_code: row.requiresReferralCode,
    referral_link_domains: row.referralLinkDomains,
    referral_link_format: row.referralLinkFormat,
  };
}
