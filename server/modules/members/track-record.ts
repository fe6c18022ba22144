import { sql } from 'drizzle-orm';
import { averageRating, averageRatingSqlText, completionRate, completionRateSqlText, type TrackSummary } from '#contract/members/rules.ts';
import { UPHELD_REASONS } from '#contract/reports/rules.ts';
import { queryRows, type DbOrTx } from '#server/db/client.ts';
import type { trackRecords } from '#server/db/schema.ts';

export type TrackRow = typeof trackRecords.$inferSelect;
export type TrackCounts = Pick<TrackRow, 'referrerCompleted' | 'referrerEnded' | 'ratingSum' | 'ratingCount'>;

const NO_RECORD: TrackCounts = { referrerCompleted: 0, referrerEnded: 0, ratingSum: 0, ratingCount: 0 };

/** A sharer's record as offers and matches show it (rated by the referees who used their codes); no row yet is a record of nothing. */
export function toTrackSummary(counts: TrackCounts | null): TrackSummary {
  const { referrerCompleted, referrerEnded, ratingSum, ratingCount } = counts ?? NO_RECORD;
  return {
    completed: referrerCompleted,
    completion_rate: completionRate(referrerCompleted, referrerEnded),
    rating: averageRating(ratingSum, ratingCount),
    ratings: ratingCount,
  };
}

/** `toTrackSummary` as an SQL JSON object, for the `track_records` row under `alias` (all null when there is none). */
export function trackSummaryJsonSqlText(alias: string): string {
  const count = (column: string) => `coalesce(${alias}.${column}, 0)`;
  return `json_build_object('completed', ${count('referrer_completed')},
    'completion_rate', ${completionRateSqlText(count('referrer_completed'), count('referrer_ended'))},
    'rating', ${averageRatingSqlText(count('rating_sum'), count('rating_count'))}, 'ratings', ${count('rating_count')})`;
}

const upheldReasonsSqlText = UPHELD_REASONS.map((reason) => `'${reason}'::report_reason`).join(', ');

/**
 * A member's whole track record (TrackRecord), for the member whose `users` row is under `user` and
 * their `track_records` row under `track` (all null when there is none), as an SQL JSON object: the
 * kept counters and median days from the sign-up marked to the first reward confirmed over the
 * matches they completed as the referrer (migration 0043), and the figures only member pages and the
 * team show, counted from the member's own rows: codes on offer; reports against them as a referrer
 * the team upheld.
 */
export function trackRecordJsonSqlText(user: string, track: string): string {
  const member = `${user}.id`;
  const count = (column: string) => `coalesce(${track}.${column}, 0)`;
  return `json_build_object(
    'completed', ${count('referrer_completed')},
    'completion_rate', ${completionRateSqlText(count('referrer_completed'), count('referrer_ended'))},
    'rating', ${averageRatingSqlText(count('rating_sum'), count('rating_count'))},
    'ratings', ${count('rating_count')},
    'codes_shared', (SELECT count(*) FROM referral_codes WHERE user_id = ${member} AND status <> 'WITHDRAWN')::int,
    'matches', ${count('referrer_matches')},
    'median_days_to_reward', ${track}.median_days_to_reward,
    'upheld_reports', (SELECT count(*) FROM reports
       WHERE against_id = ${member} AND status = 'RESOLVED' AND reporter_role = 'referee' AND reason IN (${upheldReasonsSqlText}))::int,
    'email_verified', ${user}.email_verified_at IS NOT NULL,
    'as_referee', json_build_object('matches', ${count('referee_matches')}, 'completed', ${count('referee_completed')},
      'rating', ${averageRatingSqlText(count('referee_rating_sum'), count('referee_rating_count'))}, 'ratings', ${count('referee_rating_count')}))`;
}

/**
 * A member's track record counted from their matches and reviews: the definition the counters in
 * `track_records` keep up with (migrations 0013 and 0043), for tests to compare them against.
 */
export async function recountTrackRecord(db: DbOrTx, userId: string): Promise<Omit<TrackRow, 'userId'>> {
  const [row] = await queryRows<Omit<TrackRow, 'userId'>>(
    db,
    sql`SELECT
          (SELECT count(*) FROM matches WHERE referrer_id = ${userId})::int AS "referrerMatches",
          (SELECT count(*) FROM matches WHERE referrer_id = ${userId} AND status IN ('COMPLETED', 'CONFIRMED'))::int AS "referrerCompleted",
          (SELECT count(*) FROM matches WHERE referrer_id = ${userId} AND (status IN ('COMPLETED', 'CONFIRMED')
              OR (status = 'CANCELLED' AND reward_countdown_started_at IS NOT NULL AND cancel_reason IS DISTINCT FROM 'APP_REMOVED')))::int AS "referrerEnded",
          (SELECT count(*) FROM matches WHERE referee_id = ${userId})::int AS "refereeMatches",
          (SELECT count(*) FROM matches WHERE referee_id = ${userId} AND status IN ('COMPLETED', 'CONFIRMED'))::int AS "refereeCompleted",
          (SELECT coalesce(sum(rating), 0) FROM reviews WHERE reviewee_id = ${userId} AND reviewer_role = 'referee' AND hidden_at IS NULL)::int AS "ratingSum",
          (SELECT count(*) FROM reviews WHERE reviewee_id = ${userId} AND reviewer_role = 'referee' AND hidden_at IS NULL)::int AS "ratingCount",
          (SELECT coalesce(sum(rating), 0) FROM reviews WHERE reviewee_id = ${userId} AND reviewer_role = 'referrer' AND hidden_at IS NULL)::int AS "refereeRatingSum",
          (SELECT count(*) FROM reviews WHERE reviewee_id = ${userId} AND reviewer_role = 'referrer' AND hidden_at IS NULL)::int AS "refereeRatingCount",
          (SELECT round((percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_confirmed_at - reward_countdown_started_at) / 86400))::numeric, 1)::float8
             FROM matches
             WHERE referrer_id = ${userId} AND status IN ('COMPLETED', 'CONFIRMED') AND first_confirmed_at IS NOT NULL
               AND reward_countdown_started_at IS NOT NULL) AS "medianDaysToReward"`,
  );
  return row!;
}
