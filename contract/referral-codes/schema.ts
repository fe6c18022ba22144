import { z } from 'zod';
import { trackSummary } from '../members/schema.ts';
import { idField, isoDateTime, limitParam } from '../shared/schema.ts';
import { appBrief, appCategoryParam, appSearchParam, appSummary } from '../apps/schema.ts';
import { OFFER_SORTS } from '../apps/search.ts';
import { DEFAULT_MAX_USES, FIRST_OFFERS, MAX_USES_LIMIT, REFERRAL_CODE_STATUSES, REFERRAL_LINK_MESSAGES } from './rules.ts';

export const referralCodeStatus = z.enum(REFERRAL_CODE_STATUSES);

export const referralCodeCreateBody = z.object({
  app_id: idField('App id'),
  referral_link: z.string({ error: REFERRAL_LINK_MESSAGES.empty }).max(2000, 'Referral link must be at most 2000 characters long'),
  max_uses: z
    .number({ error: 'Max uses must be a whole number' })
    .int('Max uses must be a whole number')
    .min(1, 'Max uses must be at least 1')
    .max(1000, 'Max uses must be at most 1000')
    .default(DEFAULT_MAX_USES),
  /** The code as the person typed it beside the link, used when the link gives none with confidence (link-code.ts). */
  code: z.string({ error: 'Code must be text' }).max(60, 'Code must be at most 60 characters long').nullish(),
});
export type ReferralCodeCreateBody = z.input<typeof referralCodeCreateBody>;

/**
 * PATCH /api/referral-codes/{id}: a new link for the same app (a paused code goes back on offer),
 * a new number of uses (1 to 100, not below the uses taken), or both.
 */
export const referralCodeUpdateBody = z
  .object({
    referral_link: referralCodeCreateBody.shape.referral_link.optional(),
    code: referralCodeCreateBody.shape.code,
    max_uses: z
      .number({ error: 'Max uses must be a whole number' })
      .int('Max uses must be a whole number')
      .min(1, 'Max uses must be at least 1')
      .max(MAX_USES_LIMIT, `Max uses must be at most ${MAX_USES_LIMIT}`)
      .optional(),
  })
  .refine((body) => body.referral_link !== undefined || body.max_uses !== undefined, 'Send a new referral_link, a new max_uses, or both');
export type ReferralCodeUpdateBody = z.input<typeof referralCodeUpdateBody>;

export const referralCode = z
  .object({
    id: z.uuid(),
    app_id: z.uuid(),
    app_name: z.string(),
    app: appSummary,
    code: z.string(),
    referral_link: z.string(),
    status: referralCodeStatus,
    current_uses: z.number().int(),
    max_uses: z.number().int(),
    created_at: isoDateTime,
    owner: z.object({ id: z.uuid(), email: z.string() }),
    /** False for a link stored before the app's link domains were checked that is on none of them: its owner is asked to replace it. */
    link_fits_app: z.boolean(),
    /** How it fares: times handed out, matches completed, and the app's codes ahead of it in the rotation, counted up to 100 (null while it is out of it: used up, its owner inactive, or capped for the month). */
    times_matched: z.number().int(),
    completed: z.number().int(),
    ahead_in_rotation: z.number().int().nullable(),
    /** While its owner has had as many referrals this month as the app allows (app.referrer_monthly_cap): when it is back in the rotation, midnight on the 1st, London time. Null when not capped. */
    capped_until: isoDateTime.nullable(),
  })
  .meta({ id: 'ReferralCode' });
export type ReferralCode = z.infer<typeof referralCode>;

/** A code someone else shares. Its owner is shown by their username alone: no part of an address reaches anyone not matched with its owner. */
export const availableReferralCode = z
  .object({
    id: z.uuid(),
    app_id: z.uuid(),
    app: appBrief,
    /** The sharer: their username and their track record. */
    owner: z.object({ username: z.string(), track_record: trackSummary }),
    max_uses: z.number().int(),
    current_uses: z.number().int(),
    /** The app's terms, shown before the claim: what to do for the reward, and by when. */
    terms_conditions: z.string().nullable(),
    qualifying_spend_amount_pence: z.number().int().nullable(),
    reward_waiting_period_days: z.number().int().nullable(),
    /** When the offer itself ends (null: no end set). */
    expiry_date: isoDateTime.nullable(),
    /** The days a claim has to be marked signed up before it expires (the app's, or 14). */
    claim_expiry_days: z.number().int(),
  })
  .meta({ id: 'AvailableReferralCode' });
export type AvailableReferralCode = z.infer<typeof availableReferralCode>;

export const listLimitQuery = z.object({
  limit: limitParam(100, 50),
  _: z.string().optional().describe('Cache-busting timestamp; ignored'),
});

/** GET /api/referral-codes/available: without search, category or sort, the offers by app name, as always. */
export const availableCodesQuery = listLimitQuery.extend({
  search: appSearchParam,
  category: appCategoryParam,
  sort: z
    .enum(OFFER_SORTS, { error: `Sort must be one of ${OFFER_SORTS.join(', ')}` })
    .optional()
    .describe(
      'reward: the new customer’s reward, highest first (a range by its top); name (the order without a sort); newest: newest app first; rating: the sharer’s completion rate, then their rating, highest first',
    ),
});

/** GET /api/referral-codes/available/summary: how many of the list's first offers to answer. */
export const availableSummaryQuery = z.object({ limit: limitParam(100, FIRST_OFFERS) });

/**
 * What the dashboard shows of the offers without reading them all: the list's first `limit` (by app
 * name, as GET /api/referral-codes/available answers them), how many there are, and the one to put
 * first, the largest sign-up reward the caller can claim now (none while every one waits for its
 * early access to end, or there are none).
 */
export const availableSummary = z
  .object({
    first: z.array(availableReferralCode),
    total: z.number().int().nonnegative(),
    best: availableReferralCode.nullable(),
  })
  .meta({ id: 'AvailableSummary' });
export type AvailableSummary = z.infer<typeof availableSummary>;
