import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apps, auditLog, claimRequests, matches, notifications, referralCodes, referralOffers, userApps, users } from '#server/db/schema.ts';
import type { Match } from '#contract/matches/schema.ts';
import { useTestApp, type TestContext, type TestUser } from '#server/test/helper.ts';
import { offerTermsOf } from '#server/modules/matches/offer-terms.ts';
import { appForm, expectError, UNKNOWN_ID } from '../test-fixtures.ts';

const t = useTestApp();

/** An app with everything that hangs off it: offer, people's apps, two codes, matches in three states, a waiting request. */
async function appWithUserData(context: TestContext, name: string) {
  const app = await context.createApp({ name });
  await context.db.insert(referralOffers).values({ appId: app.id, title: `Get £10 with ${name}` });
  const [alice, bob, carol, dan, erin, fay] = await Promise.all(Array.from({ length: 6 }, () => context.createUser()));
  const aliceCode = await context.createCode(alice!.id, app.id, { currentUses: 2, status: 'ASSIGNED' });
  const bobCode = await context.createCode(bob!.id, app.id, { currentUses: 1, status: 'ASSIGNED' });
  await context.db.insert(userApps).values([alice, bob, carol, dan].map((person) => ({ userId: person!.id, appId: app.id })));
  const match = (referee: string, code: typeof aliceCode, status: 'ASSIGNED' | 'USER_MARKED_DONE' | 'COMPLETED') => ({
    appId: app.id,
    referralCodeId: code.id,
    referrerId: code.userId,
    refereeId: referee,
    status,
    code: code.code,
    referralLink: code.referralLink,
    termsAtClaim: offerTermsOf(app),
  });
  await context.db
    .insert(matches)
    .values([match(carol!.id, aliceCode, 'ASSIGNED'), match(dan!.id, bobCode, 'USER_MARKED_DONE'), match(erin!.id, aliceCode, 'COMPLETED')]);
  await context.db.insert(claimRequests).values({ userId: fay!.id, appId: app.id });
  return { app, people: { alice: alice!, bob: bob!, carol: carol!, dan: dan!, erin: erin!, fay: fay! } };
}

async function rowsFor(appId: string) {
  return {
    apps: await t.db.select().from(apps).where(eq(apps.id, appId)),
    offers: await t.db.select().from(referralOffers).where(eq(referralOffers.appId, appId)),
    userApps: await t.db.select().from(userApps).where(eq(userApps.appId, appId)),
    codes: await t.db.select().from(referralCodes).where(eq(referralCodes.appId, appId)),
    matches: await t.db.select().from(matches).where(eq(matches.appId, appId)),
    claimRequests: await t.db.select().from(claimRequests).where(eq(claimRequests.appId, appId)),
  };
}

describe('DELETE /api/admin/apps/{id}', () => {
  it('removes its offers and user data in one go, keeping the app row, marked deleted, for its matches', async () => {
    const admin = await t.createAdmin();
    const doomed = await appWithUserData(t, 'Doomed Bank');
    const kept = await appWithUserData(t, 'Kept Bank');
    const keptBefore = await rowsFor(kept.app.id);

    const response = await t.request({ method: 'DELETE', url: `/api/admin/apps/${doomed.app.id}`, token: admin.token });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const {
      apps: [app],
      matches: left,
      ...removed
    } = await rowsFor(doomed.app.id);
    expect(removed).toEqual({ offers: [], userApps: [], codes: [], claimRequests: [] });
    expect(app).toEqual({ ...doomed.app, deletedAt: expect.any(Date), updatedAt: expect.any(Date) });
    expect(left.map((match) => [match.status, match.cancelReason, match.referralCodeId]).sort()).toEqual([
      ['CANCELLED', 'APP_REMOVED', null],
      ['CANCELLED', 'APP_REMOVED', null],
      ['COMPLETED', null, null],
    ]);
    expect(await rowsFor(kept.app.id)).toEqual(keptBefore);
    const people = Object.values(doomed.people).map((person) => person.id);
    expect(await t.db.select({ id: users.id }).from(users).where(inArray(users.id, people))).toHaveLength(people.length);
  });

  it('tells both parties of each match in progress that it was cancelled, about that match, and no one else', async () => {
    const admin = await t.createAdmin();
    const { app, people } = await appWithUserData(t, 'Notify Bank');
    await t.request({ method: 'DELETE', url: `/api/admin/apps/${app.id}`, token: admin.token });

    const told = await t.db
      .select()
      .from(notifications)
      .where(
        inArray(
          notifications.userId,
          Object.values(people).map((person) => person.id),
        ),
      );
    const byUser = new Map(told.map((notice) => [notice.userId, notice]));
    const cancelled = await t.db.select().from(matches).where(eq(matches.cancelReason, 'APP_REMOVED'));
    for (const person of [people.alice, people.carol, people.bob, people.dan]) {
      expect(byUser.get(person.id)).toMatchObject({
        type: 'MATCH_CANCELLED',
        title: 'Match cancelled',
        message: 'Your Notify Bank match was cancelled because Notify Bank is no longer offered on the exchange.',
        matchId: cancelled.find((match) => match.referrerId === person.id || match.refereeId === person.id)!.id,
      });
    }
    // Alice is the referrer of a cancelled match and of a completed one: one notice.
    expect(told.filter((notice) => notice.userId === people.alice.id)).toHaveLength(1);
    expect(byUser.has(people.erin.id)).toBe(false);
    expect(byUser.has(people.fay.id)).toBe(false);
  });

  it('records the app and what went with it in the audit trail', async () => {
    const admin = await t.createAdmin();
    const { app } = await appWithUserData(t, 'Audited Bank');
    await t.request({ method: 'DELETE', url: `/api/admin/apps/${app.id}`, token: admin.token });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, app.id));
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'app.delete',
      after: null,
      before: expect.objectContaining({ name: 'Audited Bank', removed: { referral_codes: 2, user_apps: 4, claim_requests: 1 }, matches_cancelled: 2 }),
    });
  });

  it('answers 404 for an unknown app, and for one already deleted', async () => {
    const admin = await t.createAdmin();
    const app = await t.createApp();
    expectError(await t.request({ method: 'DELETE', url: `/api/admin/apps/${UNKNOWN_ID}`, token: admin.token }), 404, 'There is no app with that id');
    expect((await t.request({ method: 'DELETE', url: `/api/admin/apps/${app.id}`, token: admin.token })).statusCode).toBe(204);
    expectError(await t.request({ method: 'DELETE', url: `/api/admin/apps/${app.id}`, token: admin.token }), 404, 'There is no app with that id');
  });
});

describe('after DELETE /api/admin/apps/{id}, what happened between people stays', () => {
  it('keeps each party’s matches, reports and reviews with the app’s name; the app leaves every list and its name is free', async () => {
    const admin = await t.createAdmin();
    const [sharer, signedUp, claiming, waiting, otherSharer, stranger] = await Promise.all(Array.from({ length: 6 }, () => t.createUser()));
    const { as } = t;
    const app = await t.createApp({ name: 'Closing Bank' });
    const code = await t.createCode(sharer!.id, app.id, { maxUses: 2 });

    // A match walked to its end and reviewed, with a report thread both parties wrote in; a claim still in progress; someone waiting.
    const completedId = (await as(signedUp!).post(`/api/referral-codes/claim/${code.id}`)).json().match_id as string;
    await as(signedUp!).post(`/api/matches/${completedId}/mark-complete`);
    for (const party of [signedUp!, sharer!]) expect((await as(party).post(`/api/matches/${completedId}/confirm-receipt`, {})).statusCode).toBe(200);
    expect((await as(signedUp!).post('/api/user-apps', { app_id: app.id })).statusCode).toBe(201);
    expect((await as(signedUp!).post(`/api/matches/${completedId}/review`, { rating: 4, comment: 'Quick and friendly' })).statusCode).toBe(201);
    const report = (await as(signedUp!).post(`/api/matches/${completedId}/reports`, { reason: 'OTHER', message: 'The bonus came late.' })).json();
    expect((await as(sharer!).post(`/api/reports/${report.id}/messages`, { message: 'It arrived in the end.' })).statusCode).toBe(200);
    const liveId = (await as(claiming!).post(`/api/referral-codes/claim/${code.id}`)).json().match_id as string;
    expectError(await as(waiting!).post('/api/matches/claim', { app_id: app.id }), 409, /^No Closing Bank referral codes are available/);
    // Shared after the wait began, straight into the table, so the wait stays open.
    await t.createCode(otherSharer!.id, app.id);

    const mine = async (person: TestUser) => (await as(person).get('/api/matches/mine')).json<Match[]>();
    const byId = (list: Match[]) => new Map(list.map((match) => [match.id, match]));
    const before = { sharer: byId(await mine(sharer!)), signedUp: byId(await mine(signedUp!)), claiming: byId(await mine(claiming!)) };
    const reportBefore = (await as(sharer!).get(`/api/reports/${report.id}`)).json();
    const reviewsBefore = (await as(stranger!).get(`/api/members/${sharer!.username}`)).json().reviews;
    expect(reviewsBefore).toMatchObject([{ match_id: completedId, app_name: 'Closing Bank', rating: 4 }]);

    /** Where the app shows: the catalogue, the admin list, the codes on offer, and people's codes, apps and waits for it. */
    const listed = (items: { id?: string; app_id?: string }[]) => items.some((item) => (item.app_id ?? item.id) === app.id);
    const appShows = async () => ({
      catalogue: listed((await t.request({ method: 'GET', url: '/api/public/apps' })).json()),
      adminList: listed((await as(admin).get('/api/admin/apps-with-offers')).json()),
      onOffer: listed((await as(stranger!).get('/api/referral-codes/available')).json()),
      sharedCodes: listed((await as(otherSharer!).get('/api/referral-codes/mine')).json()),
      peoplesApps: listed((await as(signedUp!).get('/api/user-apps')).json()),
      waiting: listed((await as(waiting!).get('/api/matches/waiting')).json()),
    });
    const everywhere = await appShows();
    expect(Object.values(everywhere).every(Boolean), JSON.stringify(everywhere)).toBe(true);

    expect((await as(admin).delete(`/api/admin/apps/${app.id}`)).statusCode).toBe(204);

    // Each party's matches: the completed one as it was, the live one cancelled; both with the app's name and brief.
    const completed = before.sharer.get(completedId)!;
    expect(completed).toMatchObject({ status: 'COMPLETED', app_name: 'Closing Bank', app: { id: app.id, name: 'Closing Bank' }, my_review_rating: null });
    expect(byId(await mine(sharer!)).get(completedId)).toEqual(completed);
    expect(byId(await mine(signedUp!)).get(completedId)).toEqual(before.signedUp.get(completedId));
    for (const [person, was] of [
      [sharer!, before.sharer.get(liveId)!],
      [claiming!, before.claiming.get(liveId)!],
    ] as const) {
      expect(was.status).toBe('ASSIGNED');
      expect(byId(await mine(person)).get(liveId)).toEqual({
        ...was,
        status: 'CANCELLED',
        cancel_reason: 'APP_REMOVED',
        cancelled_at: expect.any(String),
        updated_at: expect.any(String),
        claim_expires_at: null,
      });
    }
    expect(await mine(stranger!)).toEqual([]);

    // The report thread for both parties and no one else; the review on the member's page.
    for (const party of [sharer!, signedUp!]) {
      const seen = await as(party).get(`/api/reports/${report.id}`);
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toMatchObject({ app_name: 'Closing Bank', messages: reportBefore.messages });
    }
    expect(reportBefore.messages).toHaveLength(2);
    expectError(await as(stranger!).get(`/api/reports/${report.id}`), 404, 'There is no report with that id among yours');
    expect((await as(stranger!).get(`/api/members/${sharer!.username}`)).json().reviews).toEqual(reviewsBefore);
    expect((await as(stranger!).get(`/api/members/${sharer!.username}/reviews`)).json().items).toEqual(reviewsBefore);

    // The app shows nowhere and no look-up finds it.
    expect(await appShows()).toEqual({ catalogue: false, adminList: false, onOffer: false, sharedCodes: false, peoplesApps: false, waiting: false });
    for (const [url, payload] of [
      ['/api/matches/claim', { app_id: app.id }],
      ['/api/user-apps', { app_id: app.id }],
      ['/api/referral-codes', { app_id: app.id, referral_link: 'https://closing.example/r/ABC123' }],
    ] as const)
      expectError(await as(stranger!).post(url, payload), 404, 'There is no app with that id');
    expectError(await as(admin).patch(`/api/admin/apps/${app.id}`, { is_active: false }), 404, 'There is no app with that id');

    // A new app may take the name; the old matches keep theirs.
    const reborn = await as(admin).post('/api/admin/apps', appForm({ name: 'Closing Bank' }));
    expect(reborn.statusCode).toBe(201);
    expect(reborn.json().id).not.toBe(app.id);
    expect(byId(await mine(sharer!)).get(completedId)).toEqual(completed);
  });
});
