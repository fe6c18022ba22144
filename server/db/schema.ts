import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { APP_CATEGORIES, REWARD_FIELD_NAMES } from '#contract/apps/rules.ts';
import { CANCEL_REASONS, MATCH_STATUSES, matchStatusRankSqlText } from '#contract/matches/rules.ts';
import type { OfferTerms } from '#contract/matches/terms.ts';
import { NOTIFICATION_STATUSES } from '#contract/notifications/rules.ts';
import { REFERRAL_CODE_STATUSES } from '#contract/referral-codes/rules.ts';
import { countsTowardMonthlyCapSqlText } from '#contract/referral-codes/monthly-cap.ts';
import { REPORT_ACTIONS, REPORT_REASONS, REPORT_STATUSES } from '#contract/reports/rules.ts';
import { SUBSCRIPTION_STATUSES } from '#contract/subscription/rules.ts';
import { SUPPORT_MESSAGE_MAX, SUPPORT_STATUSES, SUPPORT_SUBJECT_MAX } from '#contract/support/rules.ts';
import { LOGO_MAX_BYTES, LOGO_PATH_PREFIX, LOGO_SOURCES } from '#contract/logos/rules.ts';
import { SUGGESTION_SOURCES } from '#contract/admin/rules.ts';
import { FLAG_SIGNS, FLAG_STATUSES } from '#contract/admin/flags/rules.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Reward figures shared by apps and AI suggestions: per party a fixed amount or a min-max range. */
const rewardColumns = {
  referrerRewardAmountPence: integer('referrer_reward_amount_pence'),
  refereeRewardAmountPence: integer('referee_reward_amount_pence'),
  referrerRewardMinPence: integer('referrer_reward_min_pence'),
  referrerRewardMaxPence: integer('referrer_reward_max_pence'),
  refereeRewardMinPence: integer('referee_reward_min_pence'),
  refereeRewardMaxPence: integer('referee_reward_max_pence'),
  qualifyingSpendAmountPence: integer('qualifying_spend_amount_pence'),
};

type RewardTable = { [K in keyof typeof rewardColumns]: { name: string } } & Record<string, unknown>;

function rewardChecks(table: string, t: RewardTable) {
  const nonNegative = REWARD_FIELD_NAMES;
  return [
    check(`${table}_amounts_non_negative`, sql.raw(nonNegative.map((name) => `(${name} IS NULL OR ${name} >= 0)`).join(' AND '))),
    check(
      `${table}_referrer_range`,
      sql`${t.referrerRewardMinPence} IS NULL OR ${t.referrerRewardMaxPence} IS NULL OR ${t.referrerRewardMinPence} <= ${t.referrerRewardMaxPence}`,
    ),
    check(
      `${table}_referee_range`,
      sql`${t.refereeRewardMinPence} IS NULL OR ${t.refereeRewardMaxPence} IS NULL OR ${t.refereeRewardMinPence} <= ${t.refereeRewardMaxPence}`,
    ),
  ];
}

/** The person a row belongs to; it goes with them. */
const ownedBy = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The app a row is about; it goes with the app. */
const ofApp = () =>
  uuid('app_id')
    .notNull()
    .references(() => apps.id, { onDelete: 'cascade' });

export const subscriptionStatus = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    name: text('name'),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    subscriptionStatus: subscriptionStatus('subscription_status').notNull().default('FREE'),
    subscriptionExpiresAt: timestamp('subscription_expires_at', { withTimezone: true }),
    matchesUsed: integer('matches_used').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Tokens carry the version they were issued at; a password change moves it on, ending every other session. */
    sessionVersion: integer('session_version').notNull().default(0),
    /** When the owner opened the verification link sent to `email` (null: not verified yet). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** A new address asked for on the profile, taking effect once its link is opened. */
    pendingEmail: text('pending_email'),
    /** When the person confirmed they are 18 or over and live in the UK (null: not yet; asked before their next claim). */
    eligibilityConfirmedAt: timestamp('eligibility_confirmed_at', { withTimezone: true }),
    /** An administrator's second factor (RFC 6238): the base32 secret once turned on, and when. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** A secret set up but not yet confirmed with a code from the app. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The time step of the last code taken: each code works once (a later step only). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_created_at_idx').on(t.createdAt),
    // Admin user search (substring, any case) and filters, fast at 100,000 users; pg_trgm is created in migration 0002.
    // One index over e-mail and username together, so a search looks each of its trigrams up once (see userSearchText).
    // No pending list (fastupdate): each claim updates its claimant's row, and every search would read the entries piling up there.
    index('users_search_trgm_idx')
      .using('gin', sql`(lower(${t.email}) || chr(10) || lower(${t.username})) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('users_subscription_created_idx').on(t.subscriptionStatus, t.createdAt),
    index('users_active_created_idx').on(t.isActive, t.createdAt),
    // The members whose Premium has a period that may have run out (the paid-features impact counts those not yet settled back to Free).
    index('users_premium_lapse_idx')
      .on(t.subscriptionExpiresAt)
      .where(sql`${t.subscriptionStatus} = 'PREMIUM' AND ${t.isActive} AND NOT ${t.isAdmin}`),
    // Each start reads the administrators (production refuses the development password) and the
    // second-factor secrets (sealed again under the current key): a handful of rows among all the
    // members, found here rather than by reading them all. Each of those reads names one of the conditions.
    index('users_admin_or_second_factor_idx')
      .on(t.id)
      .where(sql`${t.isAdmin} OR ${t.totpSecret} IS NOT NULL OR ${t.totpPendingSecret} IS NOT NULL`),
    check('users_matches_used_non_negative', sql`${t.matchesUsed} >= 0`),
  ],
);

export const appCategory = pgEnum('app_category', APP_CATEGORIES);

export const apps = pgTable(
  'apps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /**
     * Its public page's address, /apps/{slug}: made from its name by the database as the row is added
     * and when a rename changes it (migration 0038_app_slugs), the old one kept in app_slug_redirects
     * so its links still lead here. The empty default is never stored: the trigger replaces it.
     */
    slug: text('slug').notNull().default(''),
    category: appCategory('category').notNull().default('other'),
    description: text('description').notNull(),
    logoUrl: text('logo_url'),
    appUrl: text('app_url').notNull(),
    offerUrl: text('offer_url'),
    ...rewardColumns,
    maxUsesPerUser: integer('max_uses_per_user'),
    /** The programme's limit on one referrer's referrals a calendar month, London time (contract/referral-codes/monthly-cap.ts); null: none. */
    referrerMonthlyCap: integer('referrer_monthly_cap'),
    isActive: boolean('is_active').notNull().default(true),
    expiryDate: timestamp('expiry_date', { withTimezone: true }),
    termsConditions: text('terms_conditions'),
    rewardWaitingPeriodDays: integer('reward_waiting_period_days'),
    offerExpiryDays: integer('offer_expiry_days'),
    requiresReferralCode: boolean('requires_referral_code').notNull().default(true),
    /** The domains (and their subdomains) its referral links may use; empty accepts any (apps/rules.ts, linkFitsApp). */
    referralLinkDomains: text('referral_link_domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The programme's own link shape with `{code}` where the code goes (contract/referral-codes/link-code.ts); null when not known. */
    referralLinkFormat: text('referral_link_format'),
    /**
     * Early access: a new app (created, or activated from an AI suggestion) opens to Free members at
     * this time, 72 hours after it was added; until then only Premium members may claim it while
     * paid features are on. Null: open to everyone.
     */
    opensToAllAt: timestamp('opens_to_all_at', { withTimezone: true }),
    /**
     * When its offer ended (deactivated, or past its expiry_date) and the people it touched were told
     * (matches/offer-ended.ts); null while it is open. Each end and each return is told once.
     */
    offerEndedAt: timestamp('offer_ended_at', { withTimezone: true }),
    /**
     * When an administrator deleted it: it left the catalogue and every list, its offers and people's
     * data for it went, and the row stays only so its matches keep their history (null: not deleted).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // Among apps not deleted: a deleted app's name may be used again.
    uniqueIndex('apps_name_lower_key')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} IS NULL`),
    index('apps_active_name_idx').on(t.isActive, t.name),
    // Among apps not deleted, like the name: a new app named as a deleted one takes its slug.
    uniqueIndex('apps_slug_key')
      .on(t.slug)
      .where(sql`${t.deletedAt} IS NULL`),
    check('apps_slug_shape', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    // The catalogue's search: name and description, any case, with or without accents (contract/apps/search.ts).
    // fold_for_search is created with it (migration catalogue_search, from contract/shared/search.ts); pg_trgm in 0002.
    // No pending list (fastupdate): apps change seldom, and the planner counts a pending list against the index.
    index('apps_search_trgm_idx')
      .using('gin', sql`fold_for_search(${t.name} || chr(10) || ${t.description}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    // The offer-end job's scan: open offers by expiry date (matches/offer-ended.ts).
    index('apps_open_offer_expiry_idx')
      .on(t.expiryDate)
      .where(sql`${t.offerEndedAt} IS NULL`),
    ...rewardChecks('apps', t),
    check('apps_max_uses_per_user_positive', sql`${t.maxUsesPerUser} IS NULL OR ${t.maxUsesPerUser} >= 1`),
    check('apps_referrer_monthly_cap_positive', sql`${t.referrerMonthlyCap} IS NULL OR ${t.referrerMonthlyCap} >= 1`),
    check('apps_waiting_period_non_negative', sql`${t.rewardWaitingPeriodDays} IS NULL OR ${t.rewardWaitingPeriodDays} >= 0`),
    check('apps_offer_expiry_non_negative', sql`${t.offerExpiryDays} IS NULL OR ${t.offerExpiryDays} >= 0`),
    // A logo is always one this server stores and serves (an address given for it is fetched and stored first).
    check('apps_logo_url_stored', sql.raw(`logo_url IS NULL OR logo_url ~ '^${LOGO_PATH_PREFIX}[0-9a-f]{64}\\.(svg|webp)$'`)),
  ],
);

/** An app's earlier slugs: /apps/{slug} answers a permanent redirect to its page under its slug now. */
export const appSlugRedirects = pgTable('app_slug_redirects', {
  slug: text('slug').primaryKey(),
  appId: ofApp(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An app's offer text. Its usage figures are computed from referral codes, never stored. */
export const referralOffers = pgTable(
  'referral_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: ofApp(),
    title: text('title').notNull(),
    description: text('description'),
    conditions: text('conditions'),
    expiryDate: timestamp('expiry_date', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('referral_offers_app_id_idx').on(t.appId)],
);

export const userApps = pgTable(
  'user_apps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownedBy(),
    appId: ofApp(),
    owns: boolean('owns').notNull().default(true),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('user_apps_user_app_key').on(t.userId, t.appId), index('user_apps_app_id_idx').on(t.appId)],
);

/**
 * UNUSED: offered, never used. ASSIGNED: offered, used at least once. USED: every use taken.
 * WITHDRAWN: no longer offered (its owner removed it, the app or the account), kept for match history.
 */
export const referralCodeStatus = pgEnum('referral_code_status', REFERRAL_CODE_STATUSES);

export const referralCodes = pgTable(
  'referral_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownedBy(),
    appId: ofApp(),
    code: text('code').notNull(),
    referralLink: text('referral_link').notNull(),
    status: referralCodeStatus('status').notNull().default('UNUSED'),
    currentUses: integer('current_uses').notNull().default(0),
    maxUses: integer('max_uses').notNull().default(5),
    lastMatchedAt: timestamp('last_matched_at', { withTimezone: true }),
    /**
     * Whether the owner's account is active, kept by triggers (migration 0003). A deactivated
     * person's codes are never matched, so they would gather at the head of the claim's order.
     */
    ownerActive: boolean('owner_active').notNull().default(true),
    /**
     * Referees' reports that the code is dead count toward pausing it from this time on: set when
     * the owner replaces its link or the team restores it (null: every report counts).
     */
    reportsCountFrom: timestamp('reports_count_from', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('referral_codes_one_offered_per_user_app')
      .on(t.userId, t.appId)
      .where(sql`${t.status} <> 'WITHDRAWN'`),
    index('referral_codes_user_id_idx').on(t.userId, t.createdAt),
    // The claim's order: per app, never-matched codes first, then the least recently matched; only codes on offer by active people.
    index('referral_codes_available_idx')
      .on(t.appId, t.lastMatchedAt.asc().nullsFirst(), t.createdAt)
      .where(sql`${t.status} IN ('UNUSED', 'ASSIGNED') AND ${t.ownerActive}`),
    check('referral_codes_uses_non_negative', sql`${t.currentUses} >= 0`),
    check('referral_codes_max_uses_positive', sql`${t.maxUses} >= 1`),
    check('referral_codes_uses_within_max', sql`${t.currentUses} <= ${t.maxUses}`),
  ],
);

export const matchStatus = pgEnum('match_status', MATCH_STATUSES);
export const matchCancelReason = pgEnum('match_cancel_reason', CANCEL_REASONS);

export type ClaimInstructions = { steps: string[]; notes: string; estimated_time: string };

/** A match's place in the spec's order, as the match list's query computes it (the indexes must say it the same way). */
const listRank = matchStatusRankSqlText('status');

/**
 * A referee paired with a referrer's code. The code and link are copied in, so the match keeps
 * its history when the code is later withdrawn or a party deletes their account.
 */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: ofApp(),
    referralCodeId: uuid('referral_code_id').references(() => referralCodes.id, { onDelete: 'set null' }),
    referrerId: uuid('referrer_id').references(() => users.id, { onDelete: 'set null' }),
    refereeId: uuid('referee_id').references(() => users.id, { onDelete: 'set null' }),
    status: matchStatus('status').notNull().default('ASSIGNED'),
    code: text('code').notNull(),
    referralLink: text('referral_link').notNull(),
    instructions: jsonb('instructions').$type<ClaimInstructions>(),
    /** The app's offer as it stood when the match was claimed (matches/terms.ts), written by the claim itself and never changed. */
    termsAtClaim: jsonb('terms_at_claim').$type<OfferTerms>().notNull(),
    referrerConfirmedReceipt: boolean('referrer_confirmed_receipt').notNull().default(false),
    refereeConfirmedReceipt: boolean('referee_confirmed_receipt').notNull().default(false),
    actualReferrerRewardAmountPence: integer('actual_referrer_reward_amount_pence'),
    actualRefereeRewardAmountPence: integer('actual_referee_reward_amount_pence'),
    rewardCountdownStartedAt: timestamp('reward_countdown_started_at', { withTimezone: true }),
    /** When the first party confirmed receipt: the other has a grace period from then. */
    firstConfirmedAt: timestamp('first_confirmed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: matchCancelReason('cancel_reason'),
    /** When the referee was reminded, half-way, that the claim would expire (sent once). */
    expiryReminderSentAt: timestamp('expiry_reminder_sent_at', { withTimezone: true }),
    /** When the referee was told the reward's due date had passed unconfirmed (sent once). */
    rewardOverdueNoticeSentAt: timestamp('reward_overdue_notice_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // The jobs' scans, one app at a time, since each app sets its own days (claim-expiry.ts,
    // reward-due.ts): each stops at its app's due time, so it reads only what is due.
    // Claims still in progress, oldest first (claim expiry).
    index('matches_claims_in_progress_idx')
      .on(t.appId, t.createdAt)
      .where(sql`${t.status} = 'ASSIGNED'`),
    // Claims in progress whose referee has not been reminded yet (the half-way reminder).
    index('matches_claims_unreminded_idx')
      .on(t.appId, t.createdAt)
      .where(sql`${t.status} = 'ASSIGNED' AND ${t.expiryReminderSentAt} IS NULL`),
    // Sign-ups marked and not yet told their reward is overdue, oldest countdown first.
    index('matches_rewards_awaited_idx')
      .on(t.appId, t.rewardCountdownStartedAt)
      .where(sql`${t.status} = 'USER_MARKED_DONE' AND ${t.rewardOverdueNoticeSentAt} IS NULL`),
    check('matches_cancel_reason_only_when_cancelled', sql`${t.cancelReason} IS NULL OR ${t.status} = 'CANCELLED'`),
    // A referee's matches by date of claim (their claimed codes, newest first); any other look-up by referee uses it too.
    index('matches_referee_created_idx').on(t.refereeId, t.createdAt),
    index('matches_referrer_updated_idx').on(t.referrerId, t.updatedAt),
    // A referrer's claims for an app this month, as programme caps count them (referral-codes/monthly-cap.ts).
    index('matches_referrer_cap_idx').on(t.referrerId, t.appId, t.createdAt).where(sql.raw(countsTowardMonthlyCapSqlText())),
    // A person's matches in the spec's order, one role each (GET /api/matches/mine): any page is read
    // in the index's order, both roles merged, without sorting all of them.
    index('matches_referee_listed_idx').on(t.refereeId, sql.raw(listRank), t.updatedAt.desc().nullsFirst(), t.id),
    index('matches_referrer_listed_idx').on(t.referrerId, sql.raw(listRank), t.updatedAt.desc().nullsFirst(), t.id),
    index('matches_referee_app_idx')
      .on(t.refereeId, t.appId)
      .where(sql`${t.status} <> 'CANCELLED'`),
    index('matches_referral_code_idx').on(t.referralCodeId),
    index('matches_app_id_idx').on(t.appId),
    // An app's public page: its matches completed lately, and the days they took, from the index
    // alone (apps/app-page.ts): the busiest app's 12,000 read 5,000 pages of rows otherwise.
    index('matches_app_completed_idx')
      .on(t.appId, t.completedAt, t.status, t.firstConfirmedAt, t.rewardCountdownStartedAt)
      .where(sql`${t.completedAt} IS NOT NULL`),
    index('matches_awaiting_second_confirmation_idx')
      .on(t.firstConfirmedAt)
      .where(sql`${t.status} = 'USER_MARKED_DONE' AND ${t.firstConfirmedAt} IS NOT NULL`),
    // Analytics: an app's latest confirmed rewards, newest first, with the span from sign-up to reward read from the index alone.
    index('matches_app_reward_confirmed_idx')
      .on(t.appId, t.firstConfirmedAt.desc(), t.rewardCountdownStartedAt)
      .where(sql`${t.firstConfirmedAt} IS NOT NULL`),
    check(
      'matches_actual_rewards_non_negative',
      sql`(${t.actualReferrerRewardAmountPence} IS NULL OR ${t.actualReferrerRewardAmountPence} >= 0) AND (${t.actualRefereeRewardAmountPence} IS NULL OR ${t.actualRefereeRewardAmountPence} >= 0)`,
    ),
  ],
);

/**
 * Waiting demand: a referee asked for a code for an app when none was available. Fulfilled (with
 * the match that met it) when a referrer shares one; at most one open request per person and app.
 */
export const claimRequests = pgTable(
  'claim_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownedBy(),
    appId: ofApp(),
    createdAt: timestamps.createdAt,
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    matchId: uuid('match_id').references(() => matches.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('claim_requests_one_open_per_user_app')
      .on(t.userId, t.appId)
      .where(sql`${t.fulfilledAt} IS NULL`),
    index('claim_requests_open_by_app_idx')
      .on(t.appId, t.createdAt)
      .where(sql`${t.fulfilledAt} IS NULL`),
  ],
);

export const notificationStatus = pgEnum('notification_status', NOTIFICATION_STATUSES);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownedBy(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    status: notificationStatus('status').notNull().default('UNREAD'),
    matchId: uuid('match_id').references(() => matches.id, { onDelete: 'set null' }),
    createdAt: timestamps.createdAt,
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * When the e-mail sender looked at this notice (and mailed it, if its owner asked for that kind
     * by e-mail); null until then. The notice is the durable record the e-mail is made from.
     */
    emailCheckedAt: timestamp('email_checked_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.status} = 'UNREAD'`),
    index('notifications_match_id_idx').on(t.matchId),
    index('notifications_email_due_idx')
      .on(t.createdAt)
      .where(sql`${t.emailCheckedAt} IS NULL`),
    // One unread notice per person, match and step: a repeated step replaces it (matches/lifecycle.ts).
    uniqueIndex('notifications_one_unread_per_match_step')
      .on(t.userId, t.matchId, t.type)
      .where(sql`${t.status} = 'UNREAD' AND ${t.matchId} IS NOT NULL`),
  ],
);

/**
 * What a member sees has moved: a row for each transaction that changed one of the member's answers
 * (a claim, a move, a notification, an administrator's change to an app they hold), written by the
 * database's triggers (migration 0037) as that transaction commits. Rows are only ever added (so
 * writers never wait on one another) and purged after a quarter of an hour; the member's version is
 * the sum of their rows' hashed ids, which any row added or purged changes. A private read's ETag is
 * made from it, so a request naming the current one is answered 304 without building the answer
 * (server/plugins/conditional-reads.ts).
 */
export const memberChanges = pgTable(
  'member_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_changes_user_idx').on(t.userId, t.id), index('member_changes_changed_at_idx').on(t.changedAt)],
);

/**
 * How far what every member sees has moved (the offers, the catalogue, track records and reviews):
 * sixty-four counters, each transaction adding one to the counter of its own transaction id, so
 * claims at once rarely wait on one another; the version is their sum.
 */
export const marketplaceVersions = pgTable(
  'marketplace_versions',
  {
    shard: smallint('shard').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('marketplace_versions_shard', sql`${t.shard} BETWEEN 0 AND 63`)],
);

export const systemSettings = pgTable('system_settings', {
  settingKey: text('setting_key').primaryKey(),
  settingValue: jsonb('setting_value').notNull(),
  description: text('description'),
  updatedAt: timestamps.updatedAt,
});

export const aiSuggestions = pgTable(
  'ai_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    logoUrl: text('logo_url'),
    category: appCategory('category').notNull().default('other'),
    confidence: real('confidence').notNull(),
    /** Where it came from: the AI service (whose confidence is its own) or the curated list kept in the repository. */
    source: text('source', { enum: SUGGESTION_SOURCES }).notNull().default('CURATED'),
    ...rewardColumns,
    rewardWaitingPeriodDays: integer('reward_waiting_period_days'),
    expiryDate: timestamp('expiry_date', { withTimezone: true }),
    offerExpiryDays: integer('offer_expiry_days'),
    requiresReferralCode: boolean('requires_referral_code').notNull().default(true),
    appUrl: text('app_url').notNull(),
    offerUrl: text('offer_url'),
    termsConditions: text('terms_conditions'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('ai_suggestions_name_lower_key').on(sql`lower(${t.name})`),
    check('ai_suggestions_source_check', sql`${t.source} IN ('AI', 'CURATED')`),
    check('ai_suggestions_confidence_range', sql`${t.confidence} >= 0 AND ${t.confidence} <= 1`),
    ...rewardChecks('ai_suggestions', t),
  ],
);

/** Every administrator write: who did what to which record, with the values before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_log_type_created_idx').on(t.entityType, t.createdAt),
    index('audit_log_action_created_idx').on(t.action, t.createdAt),
  ],
);

/**
 * How many entries the audit log holds for each kind of record and action, kept by a trigger as
 * entries are written (migration 0044): the log's pager reads its total here instead of counting
 * the entries of a kind on every page.
 */
export const auditLogTotals = pgTable(
  'audit_log_totals',
  {
    entityType: text('entity_type').notNull(),
    action: text('action').notNull(),
    entries: bigint('entries', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.entityType, t.action] }), check('audit_log_totals_entries_non_negative', sql`${t.entries} >= 0`)],
);

/**
 * Each member's track record as counters, kept by triggers on matches and reviews (migration 0013)
 * in the same statement as the row they count, so offers and matches read it without recounting.
 * `referrer_ended` counts the referrer's matches that reached an end: completed (or closed as
 * CONFIRMED) or cancelled after the sign-up was marked. `recountTrackRecord` is the definition.
 */
export const trackRecords = pgTable(
  'track_records',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerMatches: integer('referrer_matches').notNull().default(0),
    referrerCompleted: integer('referrer_completed').notNull().default(0),
    referrerEnded: integer('referrer_ended').notNull().default(0),
    refereeMatches: integer('referee_matches').notNull().default(0),
    refereeCompleted: integer('referee_completed').notNull().default(0),
    /** Ratings from the referees who used the member's codes: their record as a sharer. */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Ratings from the referrers whose codes the member used. */
    refereeRatingSum: integer('referee_rating_sum').notNull().default(0),
    refereeRatingCount: integer('referee_rating_count').notNull().default(0),
    /**
     * The median days from the sign-up marked to the first reward confirmed over the matches they
     * completed as the referrer (null with none), kept by a trigger as those matches change (migration 0043).
     */
    medianDaysToReward: doublePrecision('median_days_to_reward'),
  },
  (t) => [
    check(
      'track_records_counts_non_negative',
      sql`${t.referrerMatches} >= 0 AND ${t.referrerCompleted} >= 0 AND ${t.referrerEnded} >= ${t.referrerCompleted} AND ${t.refereeMatches} >= 0 AND ${t.refereeCompleted} >= 0 AND ${t.ratingSum} >= 0 AND ${t.ratingCount} >= 0 AND ${t.refereeRatingSum} >= 0 AND ${t.refereeRatingCount} >= 0`,
    ),
  ],
);

/**
 * Each app's median days from a sign-up marked to the first reward confirmed, over its latest
 * MARKETPLACE_SAMPLE confirmed rewards (contract/analytics/rules.ts), and how many that sample holds:
 * kept by a trigger as matches are confirmed (migration 0043), read by every referrer's analytics.
 */
export const appRewardMedians = pgTable(
  'app_reward_medians',
  {
    appId: uuid('app_id')
      .primaryKey()
      .references(() => apps.id, { onDelete: 'cascade' }),
    medianDays: doublePrecision('median_days'),
    rewards: integer('rewards').notNull().default(0),
  },
  (t) => [check('app_reward_medians_rewards_non_negative', sql`${t.rewards} >= 0`)],
);

/**
 * A party's rating of the other once their match completed: one per match and reviewer. The
 * reviewed member may answer once, in public. A reviewer who closes their account leaves the
 * review as a former member's; the reviewed member's reviews go with them.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    revieweeId: uuid('reviewee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Whether the reviewer was the referee (reviewing the referrer) or the referrer. */
    reviewerRole: text('reviewer_role').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Hidden by an administrator after a report: off member pages and out of track records (migration 0041). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** The reply alone hidden by an administrator after a report: the review and its rating stay (migration 0050). */
    replyHiddenAt: timestamp('reply_hidden_at', { withTimezone: true }),
    replyHiddenReason: text('reply_hidden_reason'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('reviews_one_per_match_reviewer').on(t.matchId, t.reviewerRole),
    index('reviews_reviewee_created_idx').on(t.revieweeId, t.createdAt),
    // The team's hidden reviews, the most recently hidden first.
    index('reviews_hidden_idx')
      .on(t.hiddenAt.desc(), t.id.desc())
      .where(sql`${t.hiddenAt} IS NOT NULL`),
    // The team's reviews whose reply alone is hidden, listed with the hidden ones (migration 0051).
    index('reviews_reply_hidden_idx')
      .on(t.replyHiddenAt.desc(), t.id.desc())
      .where(sql`${t.replyHiddenAt} IS NOT NULL AND ${t.hiddenAt} IS NULL`),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_reviewer_role', sql`${t.reviewerRole} IN ('referrer', 'referee')`),
    check('reviews_comment_length', sql`${t.comment} IS NULL OR char_length(${t.comment}) <= 500`),
    check('reviews_reply_length', sql`${t.reply} IS NULL OR char_length(${t.reply}) <= 500`),
    // Only a reply there is can be hidden, and a hidden one says why.
    check('reviews_reply_hidden', sql`${t.replyHiddenAt} IS NULL OR (${t.reply} IS NOT NULL AND ${t.replyHiddenReason} IS NOT NULL)`),
  ],
);

/** A member's report of a review (or its reply): one per member and review, open until an administrator hides or keeps the review. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    message: text('message'),
    createdAt: timestamps.createdAt,
    /** When an administrator hid or kept the review this reported; null: waiting in the queue. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('review_reports_one_per_reporter').on(t.reviewId, t.reporterId),
    // The queue: the open reports, oldest first.
    index('review_reports_open_idx')
      .on(t.createdAt, t.reviewId)
      .where(sql`${t.decidedAt} IS NULL`),
    check('review_reports_reason', sql`${t.reason} IN ('ABUSIVE', 'FALSE', 'PRIVATE_INFORMATION', 'SPAM', 'OTHER')`),
  ],
);

export const reportReason = pgEnum('report_reason', REPORT_REASONS);
export const reportStatus = pgEnum('report_status', REPORT_STATUSES);
export const reportAction = pgEnum('report_action', REPORT_ACTIONS);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A problem one party of a match reports: the other party is told and may answer in its thread; an
 * administrator decides. One open report per party and match; a party who closes their account
 * leaves the report as a former member's.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reporter's side of the match: the thread names people by it. */
    reporterRole: text('reporter_role').notNull(),
    /** The other party: the member the report is about (a referee's report is about the referrer). */
    againstId: uuid('against_id').references(() => users.id, { onDelete: 'set null' }),
    reason: reportReason('reason').notNull(),
    status: reportStatus('status').notNull().default('OPEN'),
    resolution: text('resolution'),
    action: reportAction('action'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('reports_against_status_idx').on(t.againstId, t.status),
    check('reports_decided', sql`(${t.status} = 'OPEN') = (${t.resolvedAt} IS NULL AND ${t.resolution} IS NULL AND ${t.action} IS NULL)`),
    uniqueIndex('reports_one_open_per_match_party')
      .on(t.matchId, t.reporterRole)
      .where(sql`${t.status} = 'OPEN'`),
    index('reports_match_idx').on(t.matchId),
    index('reports_reporter_created_idx').on(t.reporterId, t.createdAt),
    index('reports_status_created_idx').on(t.status, t.createdAt),
    check('reports_reporter_role', sql`${t.reporterRole} IN ('referrer', 'referee')`),
  ],
);

/**
 * What a report's message and screenshot share: the report, who added it (null once their account is
 * gone) and on which side: 'referrer' or 'referee' for a party of the match, 'team' for an administrator.
 */
const reportAttachment = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  reportId: uuid('report_id')
    .notNull()
    .references(() => reports.id, { onDelete: 'cascade' }),
  authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
  authorRole: text('author_role').notNull(),
});

/** A report's thread: the report's own message first, then the parties' and the team's answers. */
export const reportMessages = pgTable(
  'report_messages',
  {
    ...reportAttachment(),
    message: text('message').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('report_messages_report_created_idx').on(t.reportId, t.createdAt),
    check('report_messages_author_role', sql`${t.authorRole} IN ('referrer', 'referee', 'team')`),
    check('report_messages_length', sql`char_length(${t.message}) BETWEEN 1 AND 2000`),
  ],
);

/**
 * A screenshot either party attached to a report, as re-encoded (its metadata stripped), served only
 * to the two parties and administrators.
 */
export const reportEvidence = pgTable(
  'report_evidence',
  {
    ...reportAttachment(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('report_evidence_report_created_idx').on(t.reportId, t.createdAt),
    check('report_evidence_author_role', sql`${t.authorRole} IN ('referrer', 'referee')`),
    check('report_evidence_content_type', sql`${t.contentType} IN ('image/png', 'image/jpeg', 'image/webp')`),
    check('report_evidence_size', sql`octet_length(${t.content}) BETWEEN 1 AND 2097152`),
  ],
);

export const MAIL_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export const mailStatus = pgEnum('mail_status', MAIL_STATUSES);

/**
 * The transactional outbox: each e-mail is written in the transaction of the event that causes it,
 * and a sender in every process delivers pending ones (FOR UPDATE SKIP LOCKED), retrying with
 * backoff. `message_id` is fixed when the row is written, so a message delivered again after a
 * crash carries the same Message-ID and mail programs show it once.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the message is, e.g. password_reset, password_changed: for the team's view and tests. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Extra headers (List-Unsubscribe and its -Post), as name to value. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    messageId: text('message_id').notNull(),
    status: mailStatus('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('mail_outbox_message_id_key').on(t.messageId),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
    index('mail_outbox_user_created_idx').on(t.userId, t.createdAt),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);

/**
 * A password-reset link's token, kept only as its SHA-256: single use, an hour long, and only the
 * newest of an account's counts (asking again removes the older ones).
 */
/** An administrator's single-use recovery codes, for when the authenticator app is not at hand (sha-256 of the code, as typed without dashes, in capitals). */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('admin_recovery_codes_user_hash_key').on(t.userId, t.codeHash)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A link that signs its owner in on the browser that opens it, without the password: sent to an
 * account's address while it refuses unknown browsers for too many failed sign-ins, so guessing by
 * strangers never locks its owner out. Kept as a hash, single use, one at a time; `scope` is the
 * area it opens (the product, or the administrator area).
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    scope: text('scope', { enum: ['user', 'admin'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('sign_in_links_hash_key').on(t.tokenHash),
    index('sign_in_links_user_idx').on(t.userId, t.createdAt),
    check('sign_in_links_scope_check', sql`${t.scope} IN ('user', 'admin')`),
  ],
);

/**
 * Every reset asked for, by the SHA-256 of the lower-cased address, whether or not an account uses
 * it: the per-address throttle, written the same way either way so the answer's timing tells nothing.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    addressHash: text('address_hash').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('password_reset_requests_address_idx').on(t.addressHash, t.createdAt)],
);

/**
 * An e-mail verification link's token, kept only as its SHA-256, for the address it was sent to
 * (the account's, or the new one it asked for); 48 hours, single use, the newest only.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('email_verification_tokens_hash_key').on(t.tokenHash), index('email_verification_tokens_user_idx').on(t.userId, t.createdAt)],
);

/** Which kinds of event a member also gets by e-mail (contract/notifications/rules.ts); no row: the defaults. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeClaimed: boolean('code_claimed').notNull(),
  signupMarked: boolean('signup_marked').notNull(),
  rewardConfirmed: boolean('reward_confirmed').notNull(),
  matchReminders: boolean('match_reminders').notNull(),
  reports: boolean('reports').notNull(),
  reviews: boolean('reviews').notNull(),
  weeklySummary: boolean('weekly_summary').notNull(),
  /** Answers from the support team; on for rows written before it existed. */
  support: boolean('support').notNull().default(true),
  /** An offer one uses or shares ended, changed or came back; on for rows written before it existed. */
  offers: boolean('offers').notNull().default(true),
  updatedAt: timestamps.updatedAt,
});

/**
 * Where an account is signed in: one row per sign-in (a browser, an app), with the device as its
 * browser described itself and when it was last used. A token names its session; a session counts
 * while its version is the account's (a password change or "sign out everywhere" moves that on).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    device: text('device').notNull(),
    sessionVersion: integer('session_version').notNull(),
    createdAt: timestamps.createdAt,
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_used_idx').on(t.userId, t.lastUsedAt), check('sessions_scope', sql`${t.scope} IN ('user', 'admin')`)],
);

/**
 * Where an account registered and signed in from: the internet address and the browser's device id
 * (device-cookie.ts; '' when the browser had none), first and last seen. One row per account, kind,
 * address and device; deleted SIGNS_KEPT_DAYS after last seen (flags/traces.ts). Read only for the
 * signs of one person behind two accounts when a code is claimed (flags/signs.ts).
 */
export const accountTraces = pgTable(
  'account_traces',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    address: text('address').notNull(),
    deviceId: text('device_id').notNull().default(''),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.address, t.deviceId] }),
    // The purge of traces past their keeping.
    index('account_traces_last_seen_idx').on(t.lastSeenAt),
    check('account_traces_kind', sql`${t.kind} IN ('REGISTRATION', 'SIGN_IN')`),
  ],
);

export const referralFlagStatus = pgEnum('referral_flag_status', FLAG_STATUSES);

/**
 * A match whose claim showed signs that its referee and the code's sharer are one person: the signs
 * (FLAG_SIGNS), the internet addresses both accounts used (emptied after SIGNS_KEPT_DAYS), and the
 * team's decision. Written by the claim's own function, in its transaction.
 */
export const referralFlags = pgTable(
  'referral_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .unique('referral_flags_one_per_match')
      .references(() => matches.id, { onDelete: 'cascade' }),
    signs: text('signs').array().notNull(),
    sharedAddresses: text('shared_addresses')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: referralFlagStatus('status').notNull().default('OPEN'),
    createdAt: timestamps.createdAt,
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    // The queue: open flags, the longest waiting first.
    index('referral_flags_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'OPEN'`),
    // The decided ones, the most recent first, per status.
    index('referral_flags_decided_idx').on(t.status, t.decidedAt, t.id),
    // The purge of addresses past their keeping.
    index('referral_flags_addresses_idx')
      .on(t.createdAt)
      .where(sql`cardinality(${t.sharedAddresses}) > 0`),
    check(
      'referral_flags_signs',
      sql`cardinality(${t.signs}) > 0 AND ${t.signs} <@ ARRAY[${sql.raw(FLAG_SIGNS.map((sign) => `'${sign}'`).join(', '))}]::text[]`,
    ),
    check('referral_flags_decided', sql`(${t.status} = 'OPEN') = (${t.decidedAt} IS NULL)`),
  ],
);

/**
 * The active members (not administrators) by stored plan and whether they have used the Free plan's
 * matches, kept by triggers on users (server/modules/admin/settings/plan-totals.ts) for the
 * paid-features impact, spread over 64 rows per kind by the member's id so that claims crossing the
 * limit at once rarely wait on one row.
 */
export const memberPlanTotals = pgTable(
  'member_plan_totals',
  {
    premium: boolean('premium').notNull(),
    atLimit: boolean('at_limit').notNull(),
    shard: smallint('shard').notNull(),
    members: bigint('members', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.premium, t.atLimit, t.shard] }),
    check('member_plan_totals_shard', sql`${t.shard} BETWEEN 0 AND 63`),
    check('member_plan_totals_members_non_negative', sql`${t.members} >= 0`),
  ],
);

/** The Free plan's match limit the kept plan totals were counted at (one row): a start with another limit counts them again. */
export const memberPlanTotalsRule = pgTable(
  'member_plan_totals_rule',
  {
    single: boolean('single').primaryKey().default(true),
    freePlanMatches: integer('free_plan_matches').notNull(),
  },
  (t) => [check('member_plan_totals_rule_single', sql`${t.single}`)],
);

/**
 * How many flags there are of each status, kept by a trigger as flags are written (migration 0045):
 * the team's flag queue reads its total here instead of counting the flags of a status on every
 * page. A flag is written inside the claim it flags, so each status's count is spread over 64 rows
 * (`shard`, from the flag's id): flagged claims at once rarely wait on the same row; the count is their sum.
 */
export const referralFlagTotals = pgTable(
  'referral_flag_totals',
  {
    status: referralFlagStatus('status').notNull(),
    shard: smallint('shard').notNull(),
    flags: bigint('flags', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.status, t.shard] }),
    check('referral_flag_totals_shard', sql`${t.shard} BETWEEN 0 AND 63`),
    check('referral_flag_totals_flags_non_negative', sql`${t.flags} >= 0`),
  ],
);

/**
 * Each app's offer figures as the catalogue shows them (codes shared, codes with a use left, uses
 * taken and allowed; withdrawn codes not counted), kept by triggers as codes are written (migration
 * 0054) instead of added up from every shared code. A claim writes its code, so each app's figures
 * are spread over 16 rows (`shard`, from the code's id): claims in one app at once rarely wait on
 * the same row; the figures are their sums.
 */
export const appOfferFigures = pgTable(
  'app_offer_figures',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    shard: smallint('shard').notNull(),
    totalCodes: integer('total_codes').notNull().default(0),
    availableCodes: integer('available_codes').notNull().default(0),
    currentTotalUses: integer('current_total_uses').notNull().default(0),
    totalMaxUses: integer('total_max_uses').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.shard] }),
    check('app_offer_figures_shard', sql`${t.shard} BETWEEN 0 AND 15`),
    check('app_offer_figures_non_negative', sql`${t.totalCodes} >= 0 AND ${t.availableCodes} >= 0 AND ${t.currentTotalUses} >= 0 AND ${t.totalMaxUses} >= 0`),
  ],
);

/**
 * A logo the server stores and serves from its own origin: a brand's mark from simple-icons (SVG),
 * or an administrator's upload or a fetched image, re-encoded to WebP without its metadata.
 * Addressed by the SHA-256 of its bytes, so an address never changes what it shows.
 */
export const logoImages = pgTable(
  'logo_images',
  {
    hash: text('hash').primaryKey(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    source: text('source').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    check('logo_images_content_type', sql`${t.contentType} IN ('image/webp', 'image/svg+xml')`),
    check('logo_images_source', sql.raw(`source IN (${LOGO_SOURCES.map((source) => `'${source}'`).join(', ')})`)),
    check('logo_images_size', sql.raw(`octet_length(content) <= ${LOGO_MAX_BYTES}`)),
  ],
);

export const supportStatus = pgEnum('support_status', SUPPORT_STATUSES);

/**
 * A member's request to the team (priority support): a subject, optionally a match, and a thread.
 * `priority` is whether they were Premium when they wrote: the queue serves those first.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownedBy(),
    matchId: uuid('match_id').references(() => matches.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    status: supportStatus('status').notNull().default('OPEN'),
    priority: boolean('priority').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // The queue: a status's Premium requests first, oldest first within each.
    index('support_requests_queue_idx').on(t.status, t.priority.desc(), t.createdAt),
    index('support_requests_user_created_idx').on(t.userId, t.createdAt),
    index('support_requests_match_idx').on(t.matchId),
    check('support_requests_subject_length', sql.raw(`char_length(subject) <= ${SUPPORT_SUBJECT_MAX}`)),
  ],
);

/** A message in a support request's thread: the member's, or the team's (`fromTeam`, its author an administrator). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromTeam: boolean('from_team').notNull(),
    message: text('message').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('support_messages_request_created_idx').on(t.requestId, t.createdAt),
    check('support_messages_length', sql.raw(`char_length(message) <= ${SUPPORT_MESSAGE_MAX}`)),
  ],
);

/** How many reports each status holds, kept by a trigger on reports (migration 0047): the team's report queue's pager. */
export const reportTotals = pgTable(
  'report_totals',
  {
    status: reportStatus('status').primaryKey(),
    reports: bigint('reports', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('report_totals_reports_non_negative', sql`${t.reports} >= 0`)],
);

/** How many support requests each status holds, kept by a trigger on support_requests (migration 0047): the team's support queue's pager. */
export const supportRequestTotals = pgTable(
  'support_request_totals',
  {
    status: supportStatus('status').primaryKey(),
    requests: bigint('requests', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('support_request_totals_requests_non_negative', sql`${t.requests} >= 0`)],
);
