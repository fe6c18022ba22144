import { and, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apps, matches, reviews, users } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { toReviewDto } from '../reviews/dto.ts';
import { memberTestKit } from './test-fixtures.ts';

const t = useTestApp();
const { post, get, matchBetween } = memberTestKit(t);

describe('member pages as the database writes them', () => {
  it('carry each review as toReviewDto makes it, a closed reviewer’s as a former member’s, and no hidden one', async () => {
    const [sharer, viewer] = [await t.createUser(), await t.createUser()];
    const written = ['Quotes " and \\ backslashes, 😀 and “curly” ones', null, 'Hidden later.', 'From someone who left.'];
    const referees = [];
    for (const comment of written) {
      const referee = await t.createUser();
      const matchId = await matchBetween(sharer, referee);
      expect((await post(referee, `/api/matches/${matchId}/review`, { rating: 4, comment })).statusCode).toBe(201);
      referees.push(referee);
    }
    const [replied] = await t.db.select().from(reviews).where(eq(reviews.reviewerId, referees[0]!.id));
    expect((await post(sharer, `/api/reviews/${replied!.id}/reply`, { reply: 'Thank you!' })).statusCode).toBe(200);
    await t.db.update(reviews).set({ hiddenAt: new Date(), hiddenReason: 'Abusive.' }).where(eq(reviews.reviewerId, referees[2]!.id));
    await t.db.delete(users).where(eq(users.id, referees[3]!.id));

    const expected = (
      await t.db
        .select({ review: reviews, appName: apps.name, reviewer: users.username })
        .from(reviews)
        .innerJoin(matches, eq(matches.id, reviews.matchId))
        .innerJoin(apps, eq(apps.id, matches.appId))
        .leftJoin(users, eq(users.id, reviews.reviewerId))
        .where(and(eq(reviews.revieweeId, sharer.id), isNull(reviews.hiddenAt)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
    ).map(({ review, appName, reviewer }) => toReviewDto(review, appName, reviewer));
    expect(expected).toHaveLength(3);
    expect(expected.map((review) => review.reviewer)).toContain('a former member');

    const page = await get(viewer, `/api/members/${sharer.username}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().reviews).toEqual(expected);
    const reviewsPage = await get(viewer, `/api/members/${sharer.username}/reviews?page=1`);
    expect(reviewsPage.json()).toEqual({ items: expected, page: 1, total: 3, total_pages: 1 });
    expect((await get(viewer, `/api/members/${sharer.username}/reviews?page=2`)).json()).toEqual({ items: [], page: 2, total: 3, total_pages: 1 });
  });
});
