import { inArray, sql } from 'drizzle-orm';
import { averageRating } from '#contract/members/rules.ts';
import type { Member, TrackRecord } from '#contract/members/schema.ts';
import { UPHELD_REASONS } from '#contract/reports/rules.ts';
import { queryRows, type DbOrTx } from '#server/db/client.ts';
import { trackRecords } from '#server/db/schema.ts';
import { newestReviewsOf } from '#server/modules/reviews/service.ts';
import { findMember } from './find-member.ts';
import { toTrackSummary, type TrackRow } from './track-record.ts';

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
    reviews: await newestReviewsOf(db, member.id),
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
