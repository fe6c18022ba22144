import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apps, auditLog, claimRequests, matches, notifications, referralCodes, referralOffers, userApps, users } from '#server/db/schema.ts';
import { useTestApp, type TestContext } from '#server/test/helper.ts';
import { expectError, UNKNOWN_ID } from '../test-fixtures.ts';

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
  it('removes the app, its offers and user data in one go, leaving nothing orphaned', async () => {
    const admin = await t.createAdmin();
    const doomed = await appWithUserData(t, 'Doomed Bank');
    const kept = await appWithUserData(t, 'Kept Bank');
    const keptBefore = await rowsFor(kept.app.id);

    const response = await t.request({ method: 'DELETE', url: `/api/admin/apps/${doomed.app.id}`, token: admin.token });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect(await rowsFor(doomed.app.id)).toEqual({ apps: [], offers: [], userApps: [], codes: [], matches: [], claimRequests: [] });
    expect(await rowsFor(kept.app.id)).toEqual(keptBefore);
    const people = Object.values(doomed.people).map((person) => person.id);
    expect(await t.db.select({ id: users.id }).from(users).where(inArray(users.id, people))).toHaveLength(people.length);
  });

  it('tells both parties of each match in progress that it was cancelled, and no one else', async () => {
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
    for (const person of [people.alice, people.carol, people.bob, people.dan]) {
      expect(byUser.get(person.id)).toMatchObject({
        type: 'MATCH_CANCELLED',
        title: 'Match cancelled',
        message: 'Your Notify Bank match was cancelled because Notify Bank is no longer offered on the exchange.',
        matchId: null,
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
      before: expect.objectContaining({ name: 'Audited Bank', removed: { referral_codes: 2, user_apps: 4, matches: 3, matches_cancelled: 2 } }),
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
