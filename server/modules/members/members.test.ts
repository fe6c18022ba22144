import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { expectError } from '../admin/test-fixtures.ts';
import { memberTestKit } from './test-fixtures.ts';

const t = useTestApp();
const { post, get, matchBetween, expectCountersMatchRecount } = memberTestKit(t);

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
