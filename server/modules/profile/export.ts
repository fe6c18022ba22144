import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client.ts';
import {
  accountTraces,
  apps,
  mailOutbox,
  matches,
  notifications,
  referralCodes,
  reportEvidence,
  reportMessages,
  reports,
  reviews,
  sessions,
  userApps,
  users,
} from '#server/db/schema.ts';
import { NotFoundError } from '#server/lib/errors.ts';
import { toUserDto } from '../auth/user-dto.ts';
import { isPaidFeaturesEnabled } from '../settings/service.ts';
import { getPreferences } from '../notifications/preferences.ts';
import { supportRequestsForExport } from '../support/service.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Everything the service holds about the caller (UK GDPR's right of access), as one JSON document:
 * the account (never the password's hash), their apps, codes, matches from either side, notifications,
 * reports about their matches with the messages, support requests with their threads, reviews given and received, their e-mail choices,
 * where they are signed in and the internet addresses they registered and signed in from (kept 90
 * days), and the e-mails sent to them. Screenshots are described, not included (they can be opened on the report's page). The
 * other party of a match appears by username only, as the product shows them.
 */
export async function exportMyData(db: DbOrTx, userId: string): Promise<Record<string, unknown>> {
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  if (!account) throw new NotFoundError('Your account no longer exists');
  const other = alias(users, 'other');
  const [myApps, codes, matchRows, myNotifications, reviewRows, mails] = await Promise.all([
    db
      .select({ app: apps.name, owns: userApps.owns, added_at: userApps.createdAt })
      .from(userApps)
      .innerJoin(apps, eq(apps.id, userApps.appId))
      .where(eq(userApps.userId, userId))
      .orderBy(asc(userApps.createdAt)),
    db
      .select({ code: referralCodes, app: apps.name })
      .from(referralCodes)
      .innerJoin(apps, eq(apps.id, referralCodes.appId))
      .where(eq(referralCodes.userId, userId))
      .orderBy(asc(referralCodes.createdAt)),
    db
      .select({ match: matches, app: apps.name, referrer: users.username, referee: other.username })
      .from(matches)
      .innerJoin(apps, eq(apps.id, matches.appId))
      .leftJoin(users, eq(users.id, matches.referrerId))
      .leftJoin(other, eq(other.id, matches.refereeId))
      .where(or(eq(matches.referrerId, userId), eq(matches.refereeId, userId)))
      .orderBy(asc(matches.createdAt)),
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.createdAt)),
    db
      .select({ review: reviews, reviewer: users.username })
      .from(reviews)
      .leftJoin(users, eq(users.id, reviews.reviewerId))
      .where(or(eq(reviews.reviewerId, userId), eq(reviews.revieweeId, userId)))
      .orderBy(asc(reviews.createdAt)),
    db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId)).orderBy(desc(mailOutbox.createdAt)),
  ]);
  const [preferences, signedIn, supportRequests, traces] = await Promise.all([
    getPreferences(db, userId),
    db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.lastUsedAt)),
    supportRequestsForExport(db, userId),
    db.select().from(accountTraces).where(eq(accountTraces.userId, userId)).orderBy(desc(accountTraces.lastSeenAt)),
  ]);
  const matchIds = matchRows.map(({ match }) => match.id);
  const reportRows = matchIds.length === 0 ? [] : await db.select().from(reports).where(inArray(reports.matchId, matchIds)).orderBy(asc(reports.createdAt));
  const reportIds = reportRows.map((row) => row.id);
  const [messages, evidence] =
    reportIds.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(reportMessages).where(inArray(reportMessages.reportId, reportIds)).orderBy(asc(reportMessages.createdAt)),
          db
            .select({
              id: reportEvidence.id,
              reportId: reportEvidence.reportId,
              authorRole: reportEvidence.authorRole,
              contentType: reportEvidence.contentType,
              createdAt: reportEvidence.createdAt,
            })
            .from(reportEvidence)
            .where(and(inArray(reportEvidence.reportId, reportIds), eq(reportEvidence.authorId, userId))),
        ]);

  return {
    exported_at: new Date().toISOString(),
    account: { ...toUserDto(account, await isPaidFeaturesEnabled(db)), updated_at: iso(account.updatedAt), email_verified_at: iso(account.emailVerifiedAt) },
    apps: myApps.map((row) => ({ ...row, added_at: iso(row.added_at) })),
    referral_codes: codes.map(({ code, app }) => ({
      id: code.id,
      app,
      code: code.code,
      referral_link: code.referralLink,
      status: code.status,
      current_uses: code.currentUses,
      max_uses: code.maxUses,
      created_at: iso(code.createdAt),
    })),
    matches: matchRows.map(({ match, app, referrer, referee }) => ({
      id: match.id,
      app,
      my_role: match.referrerId === userId ? 'referrer' : 'referee',
      referrer: referrer ?? null,
      referee: referee ?? null,
      status: match.status,
      cancel_reason: match.cancelReason,
      code: match.code,
      referral_link: match.referralLink,
      referrer_reward_pence: match.actualReferrerRewardAmountPence,
      referee_reward_pence: match.actualRefereeRewardAmountPence,
      terms_at_claim: match.termsAtClaim,
      created_at: iso(match.createdAt),
      sign_up_marked_at: iso(match.rewardCountdownStartedAt),
      completed_at: iso(match.completedAt),
      cancelled_at: iso(match.cancelledAt),
    })),
    notifications: myNotifications.map((row) => ({
      type: row.type,
      title: row.title,
      message: row.message,
      status: row.status,
      created_at: iso(row.createdAt),
      read_at: iso(row.readAt),
    })),
    reports: reportRows.map((row) => ({
      id: row.id,
      match_id: row.matchId,
      made_by_me: row.reporterId === userId,
      reason: row.reason,
      status: row.status,
      resolution: row.resolution,
      action: row.action,
      created_at: iso(row.createdAt),
      resolved_at: iso(row.resolvedAt),
      messages: messages
        .filter((message) => message.reportId === row.id)
        .map((message) => ({ by: message.authorId === userId ? 'me' : message.authorRole, message: message.message, created_at: iso(message.createdAt) })),
      my_screenshots: evidence
        .filter((item) => item.reportId === row.id)
        .map((item) => ({ id: item.id, content_type: item.contentType, created_at: iso(item.createdAt) })),
    })),
    support_requests: supportRequests,
    reviews: reviewRows.map(({ review, reviewer }) => ({
      match_id: review.matchId,
      given_by_me: review.reviewerId === userId,
      reviewer: reviewer ?? null,
      rating: review.rating,
      comment: review.comment,
      // A reply the team hid is its author's own words still, not the reviewer's to read.
      reply: review.replyHiddenAt && review.reviewerId === userId ? null : review.reply,
      reply_hidden: review.replyHiddenAt !== null,
      created_at: iso(review.createdAt),
    })),
    notification_preferences: preferences,
    sign_ins: signedIn.map((row) => ({ device: row.device, scope: row.scope, signed_in_at: iso(row.createdAt), last_used_at: iso(row.lastUsedAt) })),
    // One's own addresses only: whether a claim was flagged is the team's (docs/decisions/admin.md, "Self-referral flags").
    used_from: traces.map((row) => ({
      kind: row.kind === 'REGISTRATION' ? 'registration' : 'sign-in',
      internet_address: row.address,
      first_seen_at: iso(row.firstSeenAt),
      last_seen_at: iso(row.lastSeenAt),
    })),
    emails_sent_to_me: mails.map((row) => ({
      kind: row.kind,
      to: row.toAddress,
      subject: row.subject,
      status: row.status,
      created_at: iso(row.createdAt),
      sent_at: iso(row.sentAt),
    })),
  };
}
