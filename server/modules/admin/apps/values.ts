import { DEFAULT_MAX_USES_PER_USER, type AppFormBody, type RewardParty } from '../../../../contract/admin-apps.ts';
import { endOfLondonDay, expiryDayOf } from '../../../../contract/admin-london-time.ts';
import type { apps } from '../../../db/schema.ts';
import type { AppRow } from '../../apps/dto.ts';

export type AppValues = Omit<typeof apps.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

function blankToNull(text: string | null | undefined): string | null {
  return text === undefined || text === null || text.trim() === '' ? null : text;
}

/** Per party: a complete range stores the fixed amount as 0, as the form does (admin-side.md §5). */
function reward(body: AppFormBody, party: RewardParty) {
  const min = body[`${party}_reward_min_pence`] ?? null;
  const max = body[`${party}_reward_max_pence`] ?? null;
  const ranged = min !== null && max !== null;
  return { amount: ranged ? 0 : (body[`${party}_reward_amount_pence`] ?? null), min: ranged ? min : null, max: ranged ? max : null };
}

/** The row an offer form describes, with the spec's defaults filled in; the expiry is the end of that day in London. */
export function appValuesFrom(body: AppFormBody): AppValues {
  const referrer = reward(body, 'referrer');
  const referee = reward(body, 'referee');
  return {
    name: body.name,
    description: body.description,
    category: body.category ?? 'other',
    appUrl: body.app_url,
    offerUrl: blankToNull(body.offer_url),
    logoUrl: blankToNull(body.logo_url),
    referrerRewardAmountPence: referrer.amount,
    referrerRewardMinPence: referrer.min,
    referrerRewardMaxPence: referrer.max,
    refereeRewardAmountPence: referee.amount,
    refereeRewardMinPence: referee.min,
    refereeRewardMaxPence: referee.max,
    qualifyingSpendAmountPence: body.qualifying_spend_amount_pence ?? null,
    maxUsesPerUser: body.max_uses_per_user === undefined ? DEFAULT_MAX_USES_PER_USER : body.max_uses_per_user,
    isActive: body.is_active ?? true,
    expiryDate: body.expiry_date ? endOfLondonDay(expiryDayOf(body.expiry_date)) : null,
    termsConditions: blankToNull(body.terms_conditions),
    rewardWaitingPeriodDays: body.reward_waiting_period_days ?? null,
    offerExpiryDays: body.offer_expiry_days ?? null,
    requiresReferralCode: body.requires_referral_code ?? true,
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
    referrer_reward_amount_pence: row.referrerRewardAmountPence,
    referee_reward_amount_pence: row.refereeRewardAmountPence,
    referrer_reward_min_pence: row.referrerRewardMinPence,
    referrer_reward_max_pence: row.referrerRewardMaxPence,
    referee_reward_min_pence: row.refereeRewardMinPence,
    referee_reward_max_pence: row.refereeRewardMaxPence,
    qualifying_spend_amount_pence: row.qualifyingSpendAmountPence,
    max_uses_per_user: row.maxUsesPerUser,
    is_active: row.isActive,
    expiry_date: row.expiryDate?.toISOString() ?? null,
    terms_conditions: row.termsConditions,
    reward_waiting_period_days: row.rewardWaitingPeriodDays,
    offer_expiry_days: row.offerExpiryDays,
    requires_referral_code: row.requiresReferralCode,
  };
}
