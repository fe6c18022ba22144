import { z } from 'zod';
import { idField, isoDateTime } from './common.ts';
import { appBrief, appSummary } from './apps.ts';

export const claimInstructions = z.object({
  steps: z.array(z.string()),
  notes: z.string(),
  estimated_time: z.string(),
});
export type ClaimInstructions = z.infer<typeof claimInstructions>;

export const matchStatus = z.enum(['ASSIGNED', 'USER_MARKED_DONE', 'CONFIRMED', 'COMPLETED', 'CANCELLED']);
export type MatchStatus = z.infer<typeof matchStatus>;

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

export const matchRole = z.enum(['referrer', 'referee']);
export type MatchRole = z.infer<typeof matchRole>;

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
    reward_countdown_started_at: isoDateTime.nullable(),
    referrer_confirmed_receipt: z.boolean(),
    referee_confirmed_receipt: z.boolean(),
    actual_referrer_reward_amount_pence: z.number().int().nullable(),
    actual_referee_reward_amount_pence: z.number().int().nullable(),
  })
  .meta({ id: 'Match' });
export type Match = z.infer<typeof match>;

export const matchesMineQuery = z.object({
  role: matchRole.optional(),
  limit: z.coerce.number({ error: 'Limit must be a number' }).int('Limit must be a whole number').min(1, 'Limit must be at least 1').max(200, 'Limit must be at most 200').default(100),
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

/** The order the spec lists matches in: in progress, awaiting reward, completed, then the rest. */
export const MATCH_STATUS_ORDER: Record<MatchStatus, number> = { ASSIGNED: 0, USER_MARKED_DONE: 1, COMPLETED: 2, CONFIRMED: 3, CANCELLED: 4 };

/** The words a person reads for each status. */
export const MATCH_STATUS_LABEL: Record<MatchStatus, string> = {
  ASSIGNED: 'In Progress',
  USER_MARKED_DONE: 'Awaiting Reward',
  CONFIRMED: 'Confirmed',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

/** A referee's request for an app that had no code to give; met when someone shares one. */
export const waitingRequest = z.object({ id: z.uuid(), app_id: z.uuid(), app_name: z.string(), created_at: isoDateTime }).meta({ id: 'WaitingRequest' });
export type WaitingRequest = z.infer<typeof waitingRequest>;

/** Apps people are waiting for that the caller could share a code for. */
export const opportunities = z
  .object({ items: z.array(z.object({ app: appSummary, waiting_count: z.number().int() })), total: z.number().int() })
  .meta({ id: 'Opportunities' });
export type Opportunities = z.infer<typeof opportunities>;

export const opportunitiesQuery = z.object({
  limit: z.coerce.number({ error: 'Limit must be a number' }).int('Limit must be a whole number').min(1, 'Limit must be at least 1').max(100, 'Limit must be at most 100').default(6),
});
