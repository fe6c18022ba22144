import { maskEmail, maskEmailSqlText } from '#contract/referral-codes/rules.ts';
import type { ClaimRecord, Match } from '#contract/matches/schema.ts';
import { claimExpiresAt, rewardDueAt, type MatchRole } from '#contract/matches/rules.ts';
import { changedOfferTermsParts } from '#contract/matches/terms.ts';
import type { matches } from '#server/db/schema.ts';
import { toAppBrief, type AppBriefRow, type AppRow } from '../apps/dto.ts';
import { toTrackSummary, type TrackCounts } from '../members/track-record.ts';
import { offerTermsOf } from './offer-terms.ts';

export type MatchRow = typeof matches.$inferSelect;

import { FORMER_MEMBER } from '../reviews/dto.ts';
/** A party as the other sees them: the part of their e-mail before the at-sign, or a former member once they have gone. */
export const masked = (email: string | null) => (email ? maskEmail(email) : FORMER_MEMBER);
/** `masked` in SQL, over an SQL text expression of our own. */
export const maskedSqlText = (email: string) => `CASE WHEN ${email} <> '' THEN ${maskEmailSqlText(email)} ELSE '${FORMER_MEMBER}' END`;

/** What a match shows of the other party: who they are and their record (null once they have gone), and the caller's rating of them. */
export type MatchPeople = { other: { username: string; track: TrackCounts | null } | null; myReviewRating: number | null };

/** What a match reads of its app: the brief, and the terms to tell what changed since the claim. */
export type MatchAppRow = AppBriefRow & Pick<AppRow, 'termsConditions'>;

/**
 * A match as one party sees it. The instructions are the referee's steps; the referrer's copy has
 * none. The offer as claimed, and which of its parts the app's offer now differs in.
 */
export function toMatchDto(
  row: MatchRow,
  role: MatchRole,
  app: MatchAppRow,
  referrerEmail: string | null,
  refereeEmail: string | null,
  people: MatchPeople,
): Match {
  return {
    id: row.id,
    status: row.status,
    role,
    app_id: row.appId,
    app_name: app.name,
    app: toAppBrief(app),
    code: row.code,
    referral_link: row.referralLink,
    owner_masked_email: masked(referrerEmail),
    referee_masked_email: masked(refereeEmail),
    instructions: role === 'referee' ? row.instructions : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    cancel_reason: row.cancelReason,
    claim_expires_at: row.status === 'ASSIGNED' ? claimExpiresAt(row.createdAt, app.offerExpiryDays).toISOString() : null,
    reward_countdown_started_at: row.rewardCountdownStartedAt?.toISOString() ?? null,
    reward_due_at: rewardDueAt(row.rewardCountdownStartedAt, app.rewardWaitingPeriodDays)?.toISOString() ?? null,
    referrer_confirmed_receipt: row.referrerConfirmedReceipt,
    referee_confirmed_receipt: row.refereeConfirmedReceipt,
    actual_referrer_reward_amount_pence: row.actualReferrerRewardAmountPence,
    actual_referee_reward_amount_pence: row.actualRefereeRewardAmountPence,
    other_party: people.other ? { username: people.other.username, track_record: toTrackSummary(people.other.track) } : null,
    my_review_rating: people.myReviewRating,
    terms_at_claim: row.termsAtClaim,
    terms_changed_since_claim: changedOfferTermsParts(row.termsAtClaim, offerTermsOf(app)),
  };
}

export function toClaimRecord(row: MatchRow, appName: string, referrerEmail: string | null): ClaimRecord {
  return {
    match_id: row.id,
    app_id: row.appId,
    app_name: appName,
    status: row.status,
    code: row.code,
    referral_link: row.referralLink,
    owner_masked_email: masked(referrerEmail),
    instructions: row.instructions,
    created_at: row.createdAt.toISOString(),
  };
}
