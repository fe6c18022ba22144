import { z } from 'zod';
import { isoDateTime } from '../shared/schema.ts';
import { review } from '../reviews/schema.ts';

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

/** A member's page: their record and their newest reviews (older ones: contract/reviews' reviewPage). */
export const member = z.object({ username: z.string(), member_since: isoDateTime, track_record: trackRecord, reviews: z.array(review) }).meta({ id: 'Member' });
export type Member = z.infer<typeof member>;

export const usernameParams = z.object({ username: z.string().min(1, 'Username is required').max(100, 'There is no member with that username') });
