import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimRequests, matches, notifications, referralCodes } from '#server/db/schema.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';

const t = useTestApp();

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function usedUpNotices(user: TestUser) {
  return t.db
    .select({ title: notifications.title, message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'CODE_USED_UP')));
}

describe('PATCH /api/referral-codes/{id} with max_uses', () => {
  it('changes a code’s uses, from 1 to 100, never below those taken; only its owner', async () => {
    const owner = await t.createUser();
    const referee = await t.createUser();
    const stranger = await t.createUser();
    const app = await t.createApp();
    const code = await t.createCode(owner.id, app.id, { maxUses: 3 });
    expect((await t.as(referee).post(`/api/referral-codes/claim/${code.id}`)).statusCode).toBe(201);

    const raised = await t.as(owner).patch(`/api/referral-codes/${code.id}`, { max_uses: 10 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({ id: code.id, max_uses: 10, current_uses: 1, status: 'ASSIGNED' });

    const below = await t.as(owner).patch(`/api/referral-codes/${code.id}`, { max_uses: 0 });
    expect(below.statusCode).toBe(422);
    expect(below.json()).toEqual({ detail: 'Max uses must be at least 1' });
    expect((await t.as(owner).patch(`/api/referral-codes/${code.id}`, { max_uses: 101 })).json()).toEqual({ detail: 'Max uses must be at most 100' });
    expect((await t.as(owner).patch(`/api/referral-codes/${code.id}`, { max_uses: 2.5 })).statusCode).toBe(422);
    expect((await t.as(owner).patch(`/api/referral-codes/${code.id}`, {})).json()).toEqual({
      detail: 'The request body is invalid: Send a new referral_link, a new max_uses, or both',
    });

    // One use taken: one is allowed (it is then used up), none below.
    await t.db.update(referralCodes).set({ maxUses: 3 }).where(eq(referralCodes.id, code.id));
    const tooFew = await t.as(owner).patch(`/api/referral-codes/${code.id}`, { max_uses: 1 });
    expect(tooFew.statusCode).toBe(200);
    expect(tooFew.json()).toMatchObject({ max_uses: 1, status: 'USED' });
    // Lowered to the uses taken by the owner: nothing to tell them.
    expect(await usedUpNotices(owner)).toEqual([]);
    await t.as(owner).patch(`/api/referral-codes/${code.id}`, { max_uses: 5 });
    await t.db.update(referralCodes).set({ currentUses: 2, status: 'ASSIGNED' }).where(eq(referralCodes.id, code.id));
    const conflict = await t.as(owner).patch(`/api/referral-codes/${code.id}`, { max_uses: 1 });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ detail: 'This code has been used 2 times: its uses cannot go below that' });

    // Another person's code, and an unknown one, are not found; nothing changes.
    const theirs = await t.as(stranger).patch(`/api/referral-codes/${code.id}`, { max_uses: 50 });
    expect(theirs.statusCode).toBe(404);
    expect((await t.as(owner).patch(`/api/referral-codes/${UNKNOWN_ID}`, { max_uses: 5 })).statusCode).toBe(404);
    expect((await t.db.select({ maxUses: referralCodes.maxUses }).from(referralCodes).where(eq(referralCodes.id, code.id)))[0]!.maxUses).toBe(5);
    expect((await t.request({ method: 'PATCH', url: `/api/referral-codes/${code.id}`, payload: { max_uses: 5 } })).statusCode).toBe(401);
  });

  it('tells the owner when the last use is taken, and more uses put the code back in the rotation for whoever waits', async () => {
    const owner = await t.createUser();
    const first = await t.createUser();
    const waiting = await t.createUser();
    const app = await t.createApp();
    const code = await t.createCode(owner.id, app.id, { maxUses: 1 });

    const claimed = await t.as(first).post('/api/matches/claim', { app_id: app.id });
    expect(claimed.statusCode, claimed.body).toBe(201);
    expect(await usedUpNotices(owner)).toEqual([
      {
        title: `Your ${app.name} code is used up`,
        message: `The one use of your ${app.name} code has been taken, so it is out of the rotation. Give it more uses on My Referral Codes to keep sharing it.`,
      },
    ]);
    // The claimer and a bystander are not told.
    expect(await usedUpNotices(first)).toEqual([]);

    // Nobody else can have it now: the next person waits.
    expect((await t.as(waiting).post('/api/matches/claim', { app_id: app.id })).statusCode).toBe(409);
    expect(
      await t.db
        .select()
        .from(claimRequests)
        .where(and(eq(claimRequests.userId, waiting.id))),
    ).toHaveLength(1);

    const raised = await t.as(owner).patch(`/api/referral-codes/${code.id}`, { max_uses: 3 });
    expect(raised.statusCode, raised.body).toBe(200);
    // The person waiting was matched with it at once.
    const theirs = await t.db.select().from(matches).where(eq(matches.refereeId, waiting.id));
    expect(theirs).toHaveLength(1);
    expect(theirs[0]?.referralCodeId).toBe(code.id);
    const [after] = await t.db.select().from(referralCodes).where(eq(referralCodes.id, code.id));
    expect(after).toMatchObject({ currentUses: 2, maxUses: 3, status: 'ASSIGNED' });
  });

  it('counts all the uses in the notice when there were several', async () => {
    const owner = await t.createUser();
    const app = await t.createApp({ maxUsesPerUser: 1 });
    await t.createCode(owner.id, app.id, { maxUses: 2 });
    for (const referee of [await t.createUser(), await t.createUser()])
      expect((await t.as(referee).post('/api/matches/claim', { app_id: app.id })).statusCode).toBe(201);
    expect((await usedUpNotices(owner)).map((notice) => notice.message)).toEqual([
      `All 2 uses of your ${app.name} code have been taken, so it is out of the rotation. Give it more uses on My Referral Codes to keep sharing it.`,
    ]);
  });
});
