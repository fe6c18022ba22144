import { z } from 'zod';
import { isoDateTime, pageParam } from '../shared/schema.ts';
import { RATING_MAX, RATING_MIN, REVIEW_QUEUE_STATUSES, REVIEW_REPORT_REASONS, REVIEW_TEXT_MAX } from './rules.ts';

/**
 * A rating one party of a completed match gave the other: by the reviewer's username (or "a former
 * member"), as the referee who signed up with the member's code or the referrer whose code they used.
 */
export const review = z
  .object({ id: z.uuid(), match_id: z.uuid(), app_name: z.string(), reviewer: z.string(), reviewer_role: z.enum(['referrer', 'referee']) })
  .extend({
    rating: z.number().int(),
    comment: z.string().nullable(),
    /** The reviewed member's public answer; null when there is none, or when the team hid it. */
    reply: z.string().nullable(),
    replied_at: isoDateTime.nullable(),
    /** The team hid the reply after a report (the review and its rating stay). */
    reply_hidden: z.boolean(),
    created_at: isoDateTime,
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof review>;

export const reviewPage = z
  .object({ items: z.array(review), page: z.number().int(), total: z.number().int(), total_pages: z.number().int() })
  .meta({ id: 'ReviewPage' });
export type ReviewPage = z.infer<typeof reviewPage>;

export const reviewsQuery = z.object({ page: pageParam });

const reviewText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(REVIEW_TEXT_MAX, `${label} must be at most ${REVIEW_TEXT_MAX} characters`);

export const reviewBody = z.object({
  rating: z
    .number({ error: 'Rating must be a number from 1 to 5' })
    .int('Rating must be a whole number from 1 to 5')
    .min(RATING_MIN, 'Rating must be a number from 1 to 5')
    .max(RATING_MAX, 'Rating must be a number from 1 to 5'),
  comment: reviewText('Comment')
    .nullish()
    .transform((text) => (text ? text : null)),
});
export type ReviewBody = z.input<typeof reviewBody>;

export const reviewReplyBody = z.object({ reply: reviewText('Reply').min(1, 'Please write a reply') });
export type ReviewReplyBody = z.infer<typeof reviewReplyBody>;

/** POST /api/reviews/{id}/report: why, and optionally more words. */
export const reviewReportBody = z.object({
  reason: z.enum(REVIEW_REPORT_REASONS, { error: `Reason must be one of ${REVIEW_REPORT_REASONS.join(', ')}` }),
  message: reviewText('Message')
    .nullish()
    .transform((text) => (text ? text : null)),
});
export type ReviewReportBody = z.input<typeof reviewReportBody>;

export const reviewReport = z
  .object({ id: z.uuid(), review_id: z.uuid(), reason: z.enum(REVIEW_REPORT_REASONS), message: z.string().nullable(), created_at: isoDateTime })
  .meta({ id: 'ReviewReport' });
export type ReviewReport = z.infer<typeof reviewReport>;

/** GET /api/admin/reviews: a page of the queue, oldest open report first (hidden: the hidden reviews and hidden replies, newest first). */
export const adminReviewsQuery = z.object({
  status: z.enum(REVIEW_QUEUE_STATUSES, { error: 'Status must be REPORTED or HIDDEN' }).default('REPORTED'),
  page: pageParam,
});

/** A review as administrators see it: who wrote it and about whom, whether hidden and why, and its reports. */
export const adminReview = review
  .extend({
    reviewee: z.string(),
    hidden_at: isoDateTime.nullable(),
    hidden_reason: z.string().nullable(),
    /** The reply as written, which the team still reads once it is hidden, and when and why it was. */
    reply: z.string().nullable(),
    replied_at: isoDateTime.nullable(),
    reply_hidden_at: isoDateTime.nullable(),
    reply_hidden_reason: z.string().nullable(),
    open_reports: z.number().int(),
    /** The newest reports, up to ten (with who made them). */
    reports: z.array(reviewReport.extend({ reporter: z.string(), decided_at: isoDateTime.nullable() })),
  })
  .meta({ id: 'AdminReview' });
export type AdminReview = z.infer<typeof adminReview>;

export const adminReviewPage = z
  .object({ items: z.array(adminReview), page: z.number().int(), total: z.number().int(), total_pages: z.number().int() })
  .meta({ id: 'AdminReviewPage' });
export type AdminReviewPage = z.infer<typeof adminReviewPage>;

/** Hiding or keeping a reported review: the reason, for the audit log and (hidden) its author. */
export const reviewDecisionBody = z.object({ reason: reviewText('Reason').min(1, 'Please give a reason') });
