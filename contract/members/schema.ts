import { z } from 'zod';
import { isoDateTime, pageParam } from '../shared/schema.ts';
import { RATING_MAX, RATING_MIN, REVIEW_TEXT_MAX } from './rules.ts';

const count = () => z.number().int();
/** An average rating to one decimal (null with none) and how many ratings it is of. */
const ratingFields = { rating: z.number().nullable(), ratings: count() };

/**
 * What an offer or a match shows of a member's record: enough to tell a reliable sharer from a new
 * one. `completion_rate` is completed over matches that reached an end, 0 to 1 (null below three);
 * the rating is by the referees who used their codes.
 */
export const trackSummary = z.object({ completed: count(), completion_rate: z.number().nullable(), ...ratingFields }).meta({ id: 'TrackSummary' });

/** A member as others see them: their username and their record, nothing private. */
export const memberSummary = z.object({ username: z.string(), track_record: trackSummary }).meta({ id: 'MemberSummary' });
export type MemberSummary = z.infer<typeof memberSummary>;

/**
 * A member's whole record, computed from their matches and reviews; no figure is typed in by anyone.
 * As a referrer: codes on offer now, matches made with them, the median days from sign-up marked to
 * the first reward confirmed, and reports against them the team upheld. As a referee: matches made
 * with others' codes, completed, and the referrers' ratings of them.
 */
export const trackRecord = trackSummary
  .extend({ codes_shared: count(), matches: count(), median_days_to_reward: z.number().nullable(), upheld_reports: count() })
  /** Whether the member opened the link sent to their e-mail address. */
  .extend({ email_verified: z.boolean() })
  .extend({ as_referee: z.object({ matches: count(), completed: count(), ...ratingFields }) })
  .meta({ id: 'TrackRecord' });
export type TrackRecord = z.infer<typeof trackRecord>;

/**
 * A rating one party of a completed match gave the other: by the reviewer's username (or "a former
 * member"), as the referee who signed up with the member's code or the referrer whose code they used.
 */
export const review = z
  .object({ id: z.uuid(), match_id: z.uuid(), app_name: z.string(), reviewer: z.string(), reviewer_role: z.enum(['referrer', 'referee']) })
  .extend({
    rating: z.number().int(),
    comment: z.string().nullable(),
    reply: z.string().nullable(),
    replied_at: isoDateTime.nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof review>;

export const member = z.object({ username: z.string(), member_since: isoDateTime, track_record: trackRecord, reviews: z.array(review) }).meta({ id: 'Member' });
export type Member = z.infer<typeof member>;

export const reviewPage = z
  .object({ items: z.array(review), page: z.number().int(), total: z.number().int(), total_pages: z.number().int() })
  .meta({ id: 'ReviewPage' });
export type ReviewPage = z.infer<typeof reviewPage>;

export const usernameParams = z.object({ username: z.string().min(1, 'Username is required').max(100, 'There is no member with that username') });
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
