import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { averageRating } from '#contract/members/rules.ts';
import { REVIEWS_PAGE_SIZE } from '#contract/reviews/rules.ts';
import type { Member, TrackRecord } from '#contract/members/schema.ts';
import type { Review, ReviewPage } from '#contract/reviews/schema.ts';
import { UPHELD_REASONS } from '#contract/reports/rules.ts';
import { queryRows, type DbOrTx } from '#server/db/client.ts';
import { apps, matches, reviews, trackRecords, users } from '#server/db/schema.ts';
import { NotFoundError } from '#server/lib/errors.ts';
import { toReviewDto } from './dto.ts';
import { toTrackSummary, type TrackRow } from './track-record.ts';

const NO_MEMBER = 'There is no member with that username';

/** An active member by username, any case; anyone else (closed or deactivated, or an administrator, whose username is no one's business) is 404. */
async function findMember(db: DbOrTx, username: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, createdAt: users.createdAt, track: trackRecords })
    .from(users)
    .leftJoin(trackRecords, eq(trackRecords.userId, users.id))
    .where(and(sql`lower(${users.username}) = lower(${username})`, eq(users.isActive, true), eq(users.isAdmin, false)));
  if (!row) throw new NotFoundError(NO_MEMBER);
  return row;
}

/** A member's reviews, newest first: who wrote each (by username), for which app, and the member's reply. */
function reviewsOf(db: DbOrTx, memberId: string, offset: number): Promise<Review[]> {
  return db
    .select({ review: reviews, appName: apps.name, reviewer: users.username })
    .from(reviews)
    .innerJoin(matches, eq(matches.id, reviews.matchId))
    .innerJoin(apps, eq(apps.id, matches.appId))
    .leftJoin(users, eq(users.id, reviews.reviewerId))
    .where(eq(reviews.revieweeId, memberId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_PAGE_SIZE)
    .offset(offset)
    .then((rows) => rows.map(({ review, appName, reviewer }) => toReviewDto(review, appName, reviewer)));
}

/**
 * A member's page: their record from the kept counters, with the figures only this page shows
 * counted from their own rows (codes on offer, the median days to a reward, upheld reports), and
 * their newest reviews.
 */
export async function getMember(db: DbOrTx, username: string): Promise<Member> {
  const member = await findMember(db, username);
  return {
    username: member.username,
    member_since: member.createdAt.toISOString(),
    track_record: (await trackRecordsOf(db, [member.id])).get(member.id)!,
    reviews: await reviewsOf(db, member.id, 0),
  };
}

const upheldReasons = sql.join(
  UPHELD_REASONS.map((reason) => sql`${reason}::report_reason`),
  sql`, `,
);

type Figures = { id: string; codes: number; days: number | null; upheld: number; verified: boolean };

/**
 * The track records of several members (a member page's one, the team's view of a report's two
 * parties), by id: the kept counters, and in one query the figures counted from their own rows:
 * codes on offer; the median days from the sign-up marked to the first reward confirmed over the
 * matches they completed as the referrer; reports against them as a referrer the team upheld.
 */
export async function trackRecordsOf(db: DbOrTx, memberIds: readonly string[]): Promise<Map<string, TrackRecord>> {
  const records = new Map<string, TrackRecord>();
  if (memberIds.length === 0) return records;
  const ids = sql`ARRAY[${sql.join(
    memberIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const [counters, figures] = await Promise.all([
    db
      .select()
      .from(trackRecords)
      .where(inArray(trackRecords.userId, [...memberIds])),
    queryRows<Figures>(
      db,
      sql`SELECT member.id,
            (SELECT count(*) FROM referral_codes WHERE user_id = member.id AND status <> 'WITHDRAWN')::int AS codes,
            (SELECT round((percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_confirmed_at - reward_countdown_started_at) / 86400))::numeric, 1)::float8
               FROM matches
               WHERE referrer_id = member.id AND status IN ('COMPLETED', 'CONFIRMED') AND first_confirmed_at IS NOT NULL AND reward_countdown_started_at IS NOT NULL) AS days,
            (SELECT count(*) FROM reports
               WHERE against_id = member.id AND status = 'RESOLVED' AND reporter_role = 'referee' AND reason IN (${upheldReasons}))::int AS upheld,
            coalesce((SELECT email_verified_at IS NOT NULL FROM users WHERE users.id = member.id), false) AS verified
          FROM unnest(${ids}) AS member(id)`,
    ),
  ]);
  const countersOf = new Map(counters.map((row) => [row.userId, row]));
  for (const row of figures) records.set(row.id, toTrackRecord(countersOf.get(row.id) ?? null, row));
  return records;
}

function toTrackRecord(track: TrackRow | null, figures: Figures): TrackRecord {
  return {
    ...toTrackSummary(track),
    codes_shared: figures.codes,
    matches: track?.referrerMatches ?? 0,
    median_days_to_reward: figures.days,
    upheld_reports: figures.upheld,
    email_verified: figures.verified,
    as_referee: {
      matches: track?.refereeMatches ?? 0,
      completed: track?.refereeCompleted ?? 0,
      rating: averageRating(track?.refereeRatingSum ?? 0, track?.refereeRatingCount ?? 0),
      ratings: track?.refereeRatingCount ?? 0,
    },
  };
}

/** A page of a member's reviews, newest first, REVIEWS_PAGE_SIZE a page. */
export async function listMemberReviews(db: DbOrTx, username: string, page: number): Promise<ReviewPage> {
  const member = await findMember(db, username);
  const total = (member.track?.ratingCount ?? 0) + (member.track?.refereeRatingCount ?? 0);
  return {
    items: await reviewsOf(db, member.id, (page - 1) * REVIEWS_PAGE_SIZE),
    page,
    total,
    total_pages: Math.ceil(total / REVIEWS_PAGE_SIZE),
  };
}
