import { z } from 'zod';
import { user } from '#contract/auth/schema.ts';
import { isoDateTime } from '#contract/shared/schema.ts';
import { matchRole, matchStatus } from '#contract/matches/schema.ts';
import { pageFields, pageQueryShape } from '../schema.ts';

/** GET /api/admin/users: ?page, ?limit (20), ?search (e-mail or username, any case), ?subscription_status, ?is_active. */
export const adminUsersQuery = z.object({
  ...pageQueryShape,
  search: z.string().trim().max(100, 'Search must be at most 100 characters long').optional(),
  subscription_status: z.enum(['FREE', 'PREMIUM'], { error: 'Subscription status must be FREE or PREMIUM' }).optional(),
  is_active: z
    .enum(['true', 'false'], { error: 'Is active must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;
/** The same query as the browser builds it. */
export type AdminUsersFilters = { page?: number; limit?: number; search?: string; subscription_status?: 'FREE' | 'PREMIUM'; is_active?: boolean };

/** A user as the administrator sees them (admin-side.md §3). */
export const adminUser = user
  .pick({
    id: true,
    email: true,
    username: true,
    name: true,
    is_active: true,
    is_admin: true,
    subscription_status: true,
    subscription_expires_at: true,
    matches_used: true,
  })
  .extend({
    /** Matches made with this user's codes (as referrer), not counting cancelled ones. */
    total_referrals: z.number().int(),
    /** Matches this user is a party to, either side, not counting cancelled ones. */
    total_matches: z.number().int(),
    last_login_at: isoDateTime.nullable(),
    created_at: isoDateTime,
    /** The administrator asking: their own admin right and active state cannot be taken away here. */
    is_self: z.boolean(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUser>;

export const adminUserList = z.object({ users: z.array(adminUser), ...pageFields }).meta({ id: 'AdminUserList' });
export type AdminUserList = z.infer<typeof adminUserList>;

const activitySummary = z.object({
  total_referral_codes: z.number().int(),
  successful_referrals: z.number().int(),
  total_matches: z.number().int(),
  completed_matches: z.number().int(),
  account_age_days: z.number().int(),
});
export type ActivitySummary = z.infer<typeof activitySummary>;

const adminUserReferralCode = z.object({
  id: z.uuid(),
  app_id: z.uuid(),
  app_name: z.string(),
  code: z.string(),
  referral_link: z.string(),
  status: z.string(),
  current_uses: z.number().int(),
  max_uses: z.number().int(),
  created_at: isoDateTime,
});

const adminUserMatch = z.object({
  id: z.uuid(),
  app_id: z.uuid(),
  app_name: z.string(),
  role: matchRole,
  status: matchStatus,
  code: z.string(),
  /** The other party's e-mail; null when their account is gone. */
  counterpart_email: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});

/** The most recent this many codes and matches come with a user's details; activity_summary counts them all. */
export const USER_DETAILS_LIST_LIMIT = 50;

/** An e-mail sent to the user, as the outbox keeps it: what, when, and whether it was delivered. */
const adminUserEmail = z
  .object({ id: z.uuid(), kind: z.string(), subject: z.string(), to: z.string(), status: z.enum(['PENDING', 'SENT', 'FAILED']), attempts: z.number().int() })
  .extend({ last_error: z.string().nullable(), created_at: isoDateTime, sent_at: isoDateTime.nullable() })
  .meta({ id: 'AdminUserEmail' });

/** The last this many e-mails come with a user's details. */
export const USER_DETAILS_EMAIL_LIMIT = 10;

export const adminUserDetails = adminUser
  .extend({
    activity_summary: activitySummary,
    referral_codes: z.array(adminUserReferralCode),
    matches: z.array(adminUserMatch),
    /** Whether the address is verified, and a new one waiting for its link. */
    email_verified: z.boolean(),
    pending_email: z.string().nullable(),
    /** When they confirmed they are 18 or over and live in the UK; null: not yet. */
    eligibility_confirmed_at: isoDateTime.nullable(),
    /** When an administrator's second factor was turned on; null: off (always, for members). */
    second_factor_enabled_at: isoDateTime.nullable(),
    recent_emails: z.array(adminUserEmail),
  })
  .meta({ id: 'AdminUserDetails' });
export type AdminUserDetails = z.infer<typeof adminUserDetails>;

const email = z
  .string({ error: 'Email must be text' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ error: 'Email must be a valid e-mail address' }));

/** PATCH /api/admin/users/{id}: any of email, is_active, subscription_status, is_admin. */
export const adminUserUpdateBody = z
  .object({
    email: email.optional(),
    is_active: z.boolean({ error: 'Is active must be true or false' }).optional(),
    subscription_status: z.enum(['FREE', 'PREMIUM'], { error: 'Subscription status must be FREE or PREMIUM' }).optional(),
    is_admin: z.boolean({ error: 'Is admin must be true or false' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one of email, is_active, subscription_status or is_admin',
  });
export type AdminUserUpdateBody = z.infer<typeof adminUserUpdateBody>;

export const userMetrics = z
  .object({
    total_users: z.number().int(),
    active_users: z.number().int(),
    /** Accounts created since the 1st of this month, UK time. */
    new_signups_this_month: z.number().int(),
    premium_users: z.number().int(),
  })
  .meta({ id: 'UserMetrics' });
export type UserMetrics = z.infer<typeof userMetrics>;
