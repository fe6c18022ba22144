/** The rules of reviews both sides use, without zod (contract/reviews/schema.ts builds on these). */

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_TEXT_MAX = 500;
/** Reviews on a member's page; older ones come a page at a time. */
export const REVIEWS_PAGE_SIZE = 20;

/** Why a member reports a review (or its reply). */
export const REVIEW_REPORT_REASONS = ['ABUSIVE', 'FALSE', 'PRIVATE_INFORMATION', 'SPAM', 'OTHER'] as const;
/** Each reason in words: what the member picks from, and what administrators read. */
export const REVIEW_REPORT_REASON_WORDS: Record<(typeof REVIEW_REPORT_REASONS)[number], string> = {
  ABUSIVE: 'Abusive or hateful',
  FALSE: 'Not true',
  PRIVATE_INFORMATION: 'Shares private information',
  SPAM: 'Spam or advertising',
  OTHER: 'Something else',
};
/** The administrators' queue of reviews: those with open reports, and those hidden. */
export const REVIEW_QUEUE_STATUSES = ['REPORTED', 'HIDDEN'] as const;
export const REVIEW_ALREADY_REPORTED = 'You have already reported this review';
export const REVIEW_NOT_REPORTED = 'This review has no open reports';
export const REVIEW_ALREADY_HIDDEN = 'This review is already hidden';
export const REVIEW_HAS_NO_REPLY = 'This review has no reply';
export const REPLY_ALREADY_HIDDEN = 'This reply is already hidden';
/** The notice its author gets when a review is hidden. */
export const REVIEW_HIDDEN_TITLE = 'Your review was hidden';
export function reviewHiddenMessage(appName: string, reason: string): string {
  return `Your review of the ${appName} match is no longer shown on the member's page or counted in their record. The reason: ${reason}`;
}

/** The notice the reviewed member gets when the team hides their reply alone. */
export const REPLY_HIDDEN_TITLE = 'Your reply was hidden';
export function replyHiddenMessage(appName: string, reason: string): string {
  return `Your reply to the review of the ${appName} match is no longer shown on your member page; the review stays. The reason: ${reason}`;
}
