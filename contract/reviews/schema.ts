import { z } from 'zod';
import { isoDateTime, pageParam } from '../shared/schema.ts';
import { RATING_MAX, RATING_MIN, REVIEW_TEXT_MAX } from './rules.ts';

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
