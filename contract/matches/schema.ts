import { z } from 'zod';
import { idField, isoDateTime, limitParam, optionalPageParam } from '../shared/schema.ts';
import { appBrief, appSummary, rewardFields } from '../apps/schema.ts';
import { memberSummary } from '../members/schema.ts';
import { CANCEL_REASONS, MATCH_LIST_STATES, MATCH_ROLES, MATCH_STATUSES, MY_MATCHES_LIMIT } from './rules.ts';
import { OFFER_TERMS_PARTS } from './terms.ts';

const claimInstructions = z.object({
  steps: z.array(z.string()),
  notes: z.string(),
  estimated_time: z.string(),
});
export type ClaimInstructions = z.infer<typeof claimInstructions>;

export const matchStatus = z.enum(MATCH_STATUSES);

/** What a referee is handed on claiming a code, and again on refreshing its instructions. */
export const claimRecord = z
  .object({
    match_id: z.uuid(),
    app_id: z.uuid(),
    app_name: z.string(),
    status: matchStatus,
    code: z.string(),
    referral_link: z.string(),
    owner_masked_email: z.string(),
    instructions: claimInstructions.nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'ClaimRecord' });
export type ClaimRecord = z.infer<typeof claimRecord>;

export const claimBody = z.object({ app_id: idField('App id') });

export const matchRole = z.enum(MATCH_ROLES);

/** An offer's terms under the app's field names (matches/terms.ts): what a match keeps from its claim. */
export const offerTerms = rewardFields
  .extend({ reward_waiting_period_days: z.number().int().nullable(), terms_conditions: z.string().nullable() })
  .meta({ id: 'OfferTerms' });

/** The parts of an offer (matches/terms.ts) that differ between two sets of its terms. */
const offerTermsParts = z.array(z.enum(OFFER_TERMS_PARTS));

/** A match as one of its two parties sees it. */
export const match = z
  .object({
    id: z.uuid(),
    status: matchStatus,
    role: matchRole,
    app_id: z.uuid(),
    app_name: z.string(),
    app: appBrief,
    code: z.string(),
    referral_link: z.string(),
    owner_masked_email: z.string(),
    referee_masked_email: z.string(),
    instructions: claimInstructions.nullable(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
    completed_at: isoDateTime.nullable(),
    cancelled_at: isoDateTime.nullable(),
    /** Why a cancelled match ended; null on any other, and on matches cancelled before reasons were kept. */
    cancel_reason: z.enum(CANCEL_REASONS).nullable(),
    /** While In Progress: when the claim expires unless the sign-up is marked complete. */
    claim_expires_at: isoDateTime.nullable(),
    reward_countdown_started_at: isoDateTime.nullable(),
    /** After sign-up: when the reward is due (the countdown's start plus the app's waiting period). */
    reward_due_at: isoDateTime.nullable(),
    referrer_confirmed_receipt: z.boolean(),
    referee_confirmed_receipt: z.boolean(),
    actual_referrer_reward_amount_pence: z.number().int().nullable(),
    actual_referee_reward_amount_pence: z.number().int().nullable(),
    /** The other party as members see them (their page is /members/{username}); null once they have closed their account. */
    other_party: memberSummary.nullable(),
    /** The rating the caller gave the other party for this match, once they have. */
    my_review_rating: z.number().int().nullable(),
    /** The offer as it stood when the match was claimed: its rewards, qualifying spend, waiting period and terms. */
    terms_at_claim: offerTerms,
    /** The parts of the offer that differ now from `terms_at_claim`, in their order; [] when none does. */
    terms_changed_since_claim: offerTermsParts,
  })
  .meta({ id: 'Match' });
export type Match = z.infer<typeof match>;

/**
 * Without `page` the newest `limit` in the spec's order, as ever; with it, that page of them, the
 * total in X-Total-Count. `state` (ours, beyond the spec) keeps only the active or the finished ones.
 */
export const matchesMineQuery = z.object({
  role: matchRole.optional(),
  state: z
    .enum(MATCH_LIST_STATES, { error: `State must be one of ${MATCH_LIST_STATES.join(', ')}` })
    .optional()
    .describe('active: In Progress and Awaiting Reward; finished: every other status. Without it, both.'),
  limit: limitParam(MY_MATCHES_LIMIT.max, MY_MATCHES_LIMIT.fallback),
  page: optionalPageParam,
});

export const confirmReceiptBody = z
  .object({
    actual_reward_amount_pence: z
      .number({ error: 'Actual reward amount must be a number of pence' })
      .int('Actual reward amount must be a whole number of pence')
      .min(0, 'Actual reward amount cannot be negative')
      .nullish(),
  })
  // A POST without a body (a fixed reward needs no amount) arrives as null.
  .nullish();
export type ConfirmReceiptBody = NonNullable<z.infer<typeof confirmReceiptBody>>;

/** A referee's request for an app that had no code to give; met when someone shares one. */
export const waitingRequest = z.object({ id: z.uuid(), app_id: z.uuid(), app_name: z.string(), created_at: isoDateTime }).meta({ id: 'WaitingRequest' });
export type WaitingRequest = z.infer<typeof waitingRequest>;

/** Apps people are waiting for that the caller could share a code for. */
export const opportunities = z
  .object({ items: z.array(z.object({ app: appSummary, waiting_count: z.number().int() })), total: z.number().int() })
  .meta({ id: 'Opportunities' });
export type Opportunities = z.infer<typeof opportunities>;

export const opportunitiesQuery = z.object({
  limit: limitParam(100, 6),
});

const pence = z.number().int().nonnegative();
/**
 * GET /api/matches/summary: the dashboard's stat cards over all of the person's matches, however
 * many (the list answers the newest page only). Each figure is `contract/matches/stats.ts`'s rule
 * over every match: Earned, Pending (a range and how many matches) and Your Referrals.
 */
export const matchesSummary = z
  .object({
    earned_pence: pence,
    pending: z.object({ min_pence: pence, max_pence: pence, count: z.number().int().nonnegative() }),
    referrals: z.object({
      total: z.number().int().nonnegative(),
      claimed_by_me: z.number().int().nonnegative(),
      claimed_from_me: z.number().int().nonnegative(),
    }),
  })
  .meta({ id: 'MatchesSummary' });
export type MatchesSummary = z.infer<typeof matchesSummary>;
