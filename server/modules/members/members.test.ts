import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REVIEWS_PAGE_SIZE } from '#contract/reviews/rules.ts';
import { matches, notifications, reviews, trackRecords, users } from '#server/db/schema.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';
import { expectError } from '../admin/test-fixtures.ts';
import { recountTrackRecord } from './track-record.ts';

const t = useTestApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const post = (user: TestUser, url: string, payload?: object) => t.request({ method: 'POST', url, token: user.token, payload });
const get = (user: TestUser, url: string) => t.request({ method: 'GET', url, token: user.token });

/** A referee's claim of the referrer's code for a new app, walked as far as asked. */
async function matchBetween(referrer: TestUser, referee: TestUser, until: 'claimed' | 'marked' | 'completed' = 'completed'): Promise<string> {
  const app = await t.createApp();
  const code = await t.createCode(referrer.id, app.id);
  const id = (await post(referee, `/api/referral-codes/claim/${code.id}`)).json().match_id as string;
  if (until === 'claimed') return id;
  await post(referee, `/api/matches/${id}/mark-complete`);
  if (until === 'marked') return id;
  for (const party of [referee, referrer]) expect((await post(party, `/api/matches/${id}/confirm-receipt`, {})).statusCode).toBe(200);
  return id;
}

async function expectCountersMatchRecount(...members: TestUser[]) {
  for (const member of members) {
    const [kept] = await t.db.select().from(trackRecords).where(eq(trackRecords.userId, member.id));
    const { userId: _userId, ...counters } = kept ?? {
      userId: member.id,
      referrerMatches: 0,
      referrerCompleted: 0,
      referrerEnded: 0,
      refereeMatches: 0,
      refereeCompleted: 0,
      ratingSum: 0,
      ratingCount: 0,
      refereeRatingSum: 0,
      refereeRatingCount: 0,
    };
    expect(counters, `${member.username}'s kept track record`).toEqual(await recountTrackRecord(t.db, member.id));
  }
}

describe('track records', () => {
  it('counts a referrer’s matches from real matches, with a completion rate only from three that reached an end', async () => {
    const [referrer, referee, viewer] = [await t.createUser(), await t.createUser(), await t.createUser()];
    await matchBetween(referrer, referee);
    await matchBetween(referrer, referee);
    await matchBetween(referrer, referee, 'claimed');
    const page = (await get(viewer, `/api/members/${referrer.username.toUpperCase()}`)).json();
    expect(page).toMatchObject({
      username: referrer.username,
      member_since: expect.any(String),
      track_record: {
        matches: 3,
        completed: 2,
        completion_rate: null,
        rating: null,
        ratings: 0,
        codes_shared: 3,
        upheld_reports: 0,
        as_referee: { matches: 0, completed: 0, rating: null, ratings: 0 },
      },
      reviews: [],
    });
    expect(page.track_record.median_days_to_reward).toBeCloseTo(0, 1);
    expect(JSON.stringify(page)).not.toContain(referrer.email);

    // A sign-up marked and then cancelled reached an end without a reward: 3 of 4.
    const unpaid = await matchBetween(referrer, referee, 'marked');
    await t.db.update(matches).set({ status: 'CANCELLED', cancelReason: 'ACCOUNT_CLOSED', cancelledAt: new Date() }).where(eq(matches.id, unpaid));
    await matchBetween(referrer, referee);
    const record = (await get(viewer, `/api/members/${referrer.username}`)).json().track_record;
    expect(record).toMatchObject({ matches: 5, completed: 3, completion_rate: 0.75 });
    expect((await get(viewer, `/api/members/${referee.username}`)).json().track_record.as_referee).toEqual({
      matches: 5,
      completed: 3,
      rating: null,
      ratings: 0,
    });
    await expectCountersMatchRecount(referrer, referee);
  });

  it('keeps its counters equal to a recount through claims, cancels, expiry, app removal and closed accounts', async () => {
    const [referrer, referee, other] = [await t.createUser(), await t.createUser(), await t.createUser()];
    const cancelled = await matchBetween(referrer, referee, 'claimed');
    await post(referee, `/api/matches/${cancelled}/cancel`);
    const undone = await matchBetween(referrer, other, 'marked');
    await post(other, `/api/matches/${undone}/undo-complete`);
    await matchBetween(referrer, other);
    const removed = await matchBetween(referrer, referee, 'marked');
    const admin = await t.createAdmin();
    const [match] = await t.db.select().from(matches).where(eq(matches.id, removed));
    expect((await t.request({ method: 'DELETE', url: `/api/admin/apps/${match!.appId}`, token: admin.token })).statusCode).toBe(204);
    await expectCountersMatchRecount(referrer, referee, other);

    await matchBetween(other, referee, 'marked');
    expect(
      (await t.request({ method: 'DELETE', url: '/api/auth/account', token: referee.token, payload: { confirmation: 'DELETE' } })).statusCode,
    ).toBeLessThan(300);
    await expectCountersMatchRecount(referrer, other);
  });

  it('answers 404 for an unknown or deactivated member', async () => {
    const viewer = await t.createUser();
    expectError(await get(viewer, '/api/members/nobody_by_that_name'), 404, 'There is no member with that username');
    const gone = await t.createUser({ isActive: false });
    expectError(await get(viewer, `/api/members/${gone.username}`), 404, 'There is no member with that username');
    expectError(await get(viewer, `/api/members/${gone.username}/reviews`), 404, 'There is no member with that username');
  });

  it('answers 404 for an administrator: their username, the name they sign in with, is no member’s page', async () => {
    const viewer = await t.createUser();
    const admin = await t.createAdmin();
    expectError(await get(viewer, `/api/members/${admin.username}`), 404, 'There is no member with that username');
    expectError(await get(viewer, `/api/members/${admin.username.toUpperCase()}/reviews`), 404, 'There is no member with that username');
  });

  it('shows each offer’s sharer with their track record, and each match’s other party', async () => {
    const [referrer, referee, newcomer] = [await t.createUser(), await t.createUser(), await t.createUser()];
    for (let i = 0; i < 3; i += 1) {
      const id = await matchBetween(referrer, referee);
      await post(referee, `/api/matches/${id}/review`, { rating: 4 + (i % 2) });
    }
    const app = await t.createApp();
    await t.createCode(referrer.id, app.id);
    const offers = (await get(newcomer, '/api/referral-codes/available?limit=100')).json();
    const offer = offers.find((candidate: { app_id: string }) => candidate.app_id === app.id);
    expect(offer.owner).toEqual({ username: referrer.username, track_record: { completed: 3, completion_rate: 1, rating: 4.3, ratings: 3 } });

    const claimed = await post(newcomer, `/api/referral-codes/claim/${offer.id}`);
    const mine = (await get(newcomer, '/api/matches/mine')).json();
    expect(mine.find((match: { id: string }) => match.id === claimed.json().match_id)).toMatchObject({
      other_party: { username: referrer.username, track_record: { completed: 3, ratings: 3 } },
      my_review_rating: null,
    });
    const theirs = (await get(referrer, '/api/matches/mine?role=referrer')).json();
    expect(theirs.find((match: { id: string }) => match.id === claimed.json().match_id).other_party).toEqual({
      username: newcomer.username,
      track_record: { completed: 0, completion_rate: null, rating: null, ratings: 0 },
    });
  });
});

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
