import { z } from 'zod';
import { MATCH_STATUSES } from '#contract/matches/rules.ts';
import { isoDateTime, pageParam } from '#contract/shared/schema.ts';
import { FLAG_REASON_MAX, FLAG_SIGNS, FLAG_STATUSES } from './rules.ts';

/**
 * GET /api/admin/flags: the flags of one status (OPEN, the longest waiting first), 20 a page; with
 * `member`, only the matches of the member of that username or e-mail address (any case), either side.
 */
export const adminFlagsQuery = z.object({
  status: z.enum(FLAG_STATUSES, { error: `Status must be one of ${FLAG_STATUSES.join(', ')}` }).default('OPEN'),
  page: pageParam,
  member: z
    .string()
    .trim()
    .max(254, 'Member must be at most 254 characters long')
    .optional()
    .transform((text) => text || undefined),
});
export type AdminFlagsQuery = z.infer<typeof adminFlagsQuery>;

/** One party of a flagged match, as the team sees them (null once the account is closed). */
const flaggedMember = z.object({ id: z.uuid(), username: z.string(), email: z.string() }).nullable();

/** A flagged match: the signs found at its claim and, for the team only, the internet addresses both accounts used. */
export const referralFlag = z
  .object({
    id: z.uuid(),
    match_id: z.uuid(),
    app_name: z.string(),
    code: z.string(),
    match_status: z.enum(MATCH_STATUSES),
    referrer: flaggedMember,
    referee: flaggedMember,
    signs: z.array(z.enum(FLAG_SIGNS)),
    /** Empty once SIGNS_KEPT_DAYS have passed since the claim. */
    shared_addresses: z.array(z.string()),
    status: z.enum(FLAG_STATUSES),
    created_at: isoDateTime,
    decided_at: isoDateTime.nullable(),
    decided_by: z.string().nullable(),
    decision_reason: z.string().nullable(),
  })
  .meta({ id: 'ReferralFlag' });
export type ReferralFlag = z.infer<typeof referralFlag>;

export const referralFlagPage = z
  .object({ items: z.array(referralFlag), page: z.number().int(), total: z.number().int(), total_pages: z.number().int() })
  .meta({ id: 'ReferralFlagPage' });
export type ReferralFlagPage = z.infer<typeof referralFlagPage>;

/** Clearing a flag, or cancelling its match: the reason, kept for the team and in the audit log (members are not shown it). */
export const flagDecisionBody = z.object({
  reason: z
    .string({ error: 'Reason must be text' })
    .trim()
    .min(1, 'Please give a reason')
    .max(FLAG_REASON_MAX, `Reason must be at most ${FLAG_REASON_MAX} characters`),
});
