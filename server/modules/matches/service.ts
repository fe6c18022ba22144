import { and, desc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Match } from '#contract/matches/schema.ts';
import type { MatchRole } from '#contract/matches/rules.ts';
import type { Db } from '#server/db/client.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import { apps, matches, reviews, trackRecords, users, type ClaimInstructions } from '#server/db/schema.ts';
import { appBriefColumns } from '../apps/dto.ts';
import { toMatchDto } from './dto.ts';

/** The caller, and the other party of each match. */
const me = alias(users, 'me');
const other = alias(users, 'other');
const otherTrack = alias(trackRecords, 'other_track');
const { instructions: _instructions, ...matchColumns } = getTableColumns(matches);

/** The spec's order: in progress, awaiting reward, completed, then the rest; newest change first within each. */
const statusRank = sql`CASE ${matches.status} WHEN 'ASSIGNED' THEN 0 WHEN 'USER_MARKED_DONE' THEN 1 WHEN 'COMPLETED' THEN 2 ELSE 3 END`;

/**
 * The caller's matches with their apps and the parties' addresses: the caller's own read once, the
 * other party's per match. The instructions are the referee's steps, so the referrer's copy has none.
 */
function myMatchesQuery(db: Db, role: MatchRole | undefined) {
  const userId = sql.placeholder('userId');
  const party = role === 'referrer' ? eq(matches.referrerId, userId) : role === 'referee' ? eq(matches.refereeId, userId) : or(eq(matches.referrerId, userId), eq(matches.refereeId, userId));
  const callerIsReferee = sql`${matches.refereeId} = ${userId}`;
  return db
    .select({
      match: matchColumns,
      instructions: sql<ClaimInstructions | null>`CASE WHEN ${callerIsReferee} THEN ${matches.instructions} END`.mapWith(matches.instructions),
      app: appBriefColumns,
      myEmail: me.email,
      otherEmail: other.email,
      otherUsername: other.username,
      otherTrack: { referrerCompleted: otherTrack.referrerCompleted, referrerEnded: otherTrack.referrerEnded, ratingSum: otherTrack.ratingSum, ratingCount: otherTrack.ratingCount },
      myRating: reviews.rating,
    })
    .from(matches)
    .innerJoin(apps, eq(apps.id, matches.appId))
    .innerJoin(me, eq(me.id, userId))
    .leftJoin(other, eq(other.id, sql`CASE WHEN ${callerIsReferee} THEN ${matches.referrerId} ELSE ${matches.refereeId} END`))
    .leftJoin(otherTrack, eq(otherTrack.userId, other.id))
    .leftJoin(reviews, and(eq(reviews.matchId, matches.id), sql`${reviews.reviewerRole} = CASE WHEN ${callerIsReferee} THEN 'referee' ELSE 'referrer' END`))
    .where(party)
    .orderBy(statusRank, desc(matches.updatedAt))
    .limit(sql.placeholder('limit'));
}

/** The dashboard reads this on every visit; planning the four-table join cost as much as running it. */
const prepared = preparedPerDatabase((db) => ({
  both: myMatchesQuery(db, undefined).prepare('my_matches'),
  referrer: myMatchesQuery(db, 'referrer').prepare('my_matches_as_referrer'),
  referee: myMatchesQuery(db, 'referee').prepare('my_matches_as_referee'),
}));

/** The caller's matches in one role or both, each with its app, at most `limit`. */
export async function listMyMatches(db: Db, userId: string, role: MatchRole | undefined, limit: number): Promise<Match[]> {
  const rows = await prepared(db)[role ?? 'both'].execute({ userId, limit });
  return rows.map(({ match, instructions, app, myEmail, otherEmail, otherUsername, otherTrack, myRating }) => {
    const asReferee = match.refereeId === userId;
    const people = { other: otherUsername === null ? null : { username: otherUsername, track: otherTrack }, myReviewRating: myRating };
    return toMatchDto({ ...match, instructions }, asReferee ? 'referee' : 'referrer', app, asReferee ? otherEmail : myEmail, asReferee ? myEmail : otherEmail, people);
  });
}
