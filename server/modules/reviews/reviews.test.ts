import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REVIEWS_PAGE_SIZE } from '#contract/reviews/rules.ts';
import { notifications, reviews, users } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { expectError, UNKNOWN_ID } from '../admin/test-fixtures.ts';
import { memberTestKit } from '../members/test-fixtures.ts';

const t = useTestApp();
const { post, get, matchBetween, expectCountersMatchRecount } = memberTestKit(t);

describe('reviews', () => {
  it('lets each party of a completed match rate the other once; the reviewed member is told and it shows on their page', async () => {
    const [referrer, referee, viewer] = [await t.createUser(), await t.createUser(), await t.createUser()];
    const id = await matchBetween(referrer, referee);
    const created = await post(referee, `/api/matches/${id}/review`, { rating: 5, comment: '  Paid out in a week.  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      match_id: id,
      reviewer: referee.username,
      reviewer_role: 'referee',
      rating: 5,
      comment: 'Paid out in a week.',
      reply: null,
    });
    expectError(await post(referee, `/api/matches/${id}/review`, { rating: 1 }), 409, 'You have already rated the other party for this match');
    expect((await post(referrer, `/api/matches/${id}/review`, { rating: 4 })).statusCode).toBe(201);

    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, referrer.id), eq(notifications.type, 'REVIEW_RECEIVED')));
    expect(notice).toMatchObject({ matchId: id, title: 'New review' });
    expect(notice!.message).toContain(`${referee.username} rated your`);

    const page = (await get(viewer, `/api/members/${referrer.username}`)).json();
    expect(page.track_record).toMatchObject({ rating: 5, ratings: 1 });
    // The referrer's rating of the referee rates them as the one who signed up, not as a sharer.
    expect((await get(viewer, `/api/members/${referee.username}`)).json().track_record).toMatchObject({
      rating: null,
      ratings: 0,
      as_referee: { rating: 4, ratings: 1 },
    });
    expect(page.reviews).toEqual([expect.objectContaining({ rating: 5, comment: 'Paid out in a week.', reviewer: referee.username })]);
    const match = (await get(referee, '/api/matches/mine')).json().find((row: { id: string }) => row.id === id);
    expect(match.my_review_rating).toBe(5);
    await expectCountersMatchRecount(referrer, referee);
  });

  it('refuses a match not completed (409), someone else’s or an unknown one (404) and a bad rating or comment (422), storing nothing', async () => {
    const [referrer, referee, stranger] = [await t.createUser(), await t.createUser(), await t.createUser()];
    const inProgress = await matchBetween(referrer, referee, 'marked');
    expectError(await post(referee, `/api/matches/${inProgress}/review`, { rating: 5 }), 409, 'You can rate the other party once the match is completed');
    const done = await matchBetween(referrer, referee);
    expectError(await post(stranger, `/api/matches/${done}/review`, { rating: 5 }), 404, 'There is no match with that id among yours');
    expectError(await post(referee, `/api/matches/${UNKNOWN_ID}/review`, { rating: 5 }), 404, 'There is no match with that id among yours');
    expectError(await post(referee, `/api/matches/${done}/review`, { rating: 6 }), 422, 'Rating must be a number from 1 to 5');
    expectError(await post(referee, `/api/matches/${done}/review`, { rating: 2.5 }), 422, 'Rating must be a whole number from 1 to 5');
    expectError(await post(referee, `/api/matches/${done}/review`, {}), 422, 'Rating must be a number from 1 to 5');
    expectError(await post(referee, `/api/matches/${done}/review`, { rating: 3, comment: 'x'.repeat(501) }), 422, 'Comment must be at most 500 characters');
    expect(await t.db.select().from(reviews).where(eq(reviews.matchId, done))).toEqual([]);
  });

  it('refuses to rate a party who has closed their account', async () => {
    const [referrer, referee] = [await t.createUser(), await t.createUser()];
    const id = await matchBetween(referrer, referee);
    await t.db.delete(users).where(eq(users.id, referrer.id));
    expectError(await post(referee, `/api/matches/${id}/review`, { rating: 5 }), 409, 'The other party has closed their account, so there is nobody to rate');
  });

  it('lets the reviewed member reply once, in public; nobody else may', async () => {
    const [referrer, referee, stranger] = [await t.createUser(), await t.createUser(), await t.createUser()];
    const id = await matchBetween(referrer, referee);
    const review = (await post(referee, `/api/matches/${id}/review`, { rating: 2, comment: 'Slow.' })).json();
    expectError(await post(referee, `/api/reviews/${review.id}/reply`, { reply: 'Not me' }), 404, 'There is no review with that id about you');
    expectError(await post(stranger, `/api/reviews/${review.id}/reply`, { reply: 'Not me' }), 404, 'There is no review with that id about you');
    expectError(await post(referrer, `/api/reviews/${UNKNOWN_ID}/reply`, { reply: 'Hello' }), 404, 'There is no review with that id about you');
    expectError(await post(referrer, `/api/reviews/${review.id}/reply`, { reply: '   ' }), 422, 'Please write a reply');
    const replied = await post(referrer, `/api/reviews/${review.id}/reply`, { reply: 'The app took three weeks to pay us both.' });
    expect(replied.json()).toMatchObject({ reply: 'The app took three weeks to pay us both.', replied_at: expect.any(String) });
    expectError(await post(referrer, `/api/reviews/${review.id}/reply`, { reply: 'Again' }), 409, 'You have already replied to this review');
    expect((await get(stranger, `/api/members/${referrer.username}`)).json().reviews[0]).toMatchObject({ reply: 'The app took three weeks to pay us both.' });
  });

  it('pages a member’s reviews, newest first', async () => {
    const [referrer, viewer] = [await t.createUser(), await t.createUser()];
    const total = REVIEWS_PAGE_SIZE + 2;
    for (let i = 0; i < total; i += 1) {
      const referee = await t.createUser();
      const id = await matchBetween(referrer, referee);
      await post(referee, `/api/matches/${id}/review`, { rating: 1 + (i % 5), comment: `Review ${i}` });
    }
    const first = (await get(viewer, `/api/members/${referrer.username}`)).json();
    expect(first.reviews).toHaveLength(REVIEWS_PAGE_SIZE);
    expect(first.reviews[0].comment).toBe(`Review ${total - 1}`);
    const second = (await get(viewer, `/api/members/${referrer.username}/reviews?page=2`)).json();
    expect(second).toMatchObject({ page: 2, total, total_pages: 2 });
    expect(second.items.map((item: { comment: string }) => item.comment)).toEqual(['Review 1', 'Review 0']);
    expectError(await get(viewer, `/api/members/${referrer.username}/reviews?page=0`), 422, 'Page must be at least 1');
  });
});
