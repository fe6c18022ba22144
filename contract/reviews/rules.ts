/** The rules of reviews both sides use, without zod (contract/reviews/schema.ts builds on these). */

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_TEXT_MAX = 500;
/** Reviews on a member's page; older ones come a page at a time. */
export const REVIEWS_PAGE_SIZE = 20;
