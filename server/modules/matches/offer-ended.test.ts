import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { apps, claimRequests, matches, notifications, users } from '#server/db/schema.ts';
import { JOB_LOCK_KEYS, JOBS, runJobOnce } from '#server/jobs.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';

const t = useTestApp();

/** The notices of one kind a person has, as [title, message, match id]. */
async function noticesOf(user: TestUser, type: string) {
  return t.db
    .select({ title: notifications.title, message: notifications.message, matchId: notifications.matchId })
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.type, type)));
}

/**
 * An app with: a claim not yet signed up for (Rosa's code, Reece claimed it), a match past sign-up
 * (Sam's code, Sara claimed it and marked it), Wendy waiting for a code, Omar sharing a code nobody
 * has claimed, and Pat whose code is paused; and a bystander with nothing to do with it.
 */
async function marketplace() {
  const app = await t.createApp({ maxUsesPerUser: 2 });
  const [rosa, reece, sam, sara, wendy, omar, pat, bystander] = await Promise.all(Array.from({ length: 8 }, () => t.createUser()));
  const rosaCode = await t.createCode(rosa!.id, app.id);
  const claimed = await t.as(reece!).post(`/api/referral-codes/claim/${rosaCode.id}`);
  expect(claimed.statusCode, claimed.body).toBe(201);
  const samCode = await t.createCode(sam!.id, app.id);
  const signedUp = await t.as(sara!).post(`/api/referral-codes/claim/${samCode.id}`);
  expect(signedUp.statusCode, signedUp.body).toBe(201);
  expect((await t.as(sara!).post(`/api/matches/${signedUp.json().match_id}/mark-complete`)).statusCode).toBe(200);
  await t.createCode(omar!.id, app.id);
  await t.createCode(pat!.id, app.id, { status: 'PAUSED' });
  // Wendy waits for a code for it (as a claim by app that found none leaves her).
  await t.db.insert(claimRequests).values({ userId: wendy!.id, appId: app.id });
  return {
    app,
    people: { rosa: rosa!, reece: reece!, sam: sam!, sara: sara!, wendy: wendy!, omar: omar!, pat: pat!, bystander: bystander! },
    claimId: claimed.json().match_id as string,
    signedUpId: signedUp.json().match_id as string,
  };
}

describe('an offer that ends', () => {
  it('when an administrator deactivates the app: claims end (OFFER_ENDED, the plan use given back), matches past sign-up stay, the waiting list empties, sharers are told', async () => {
    const { app, people, claimId, signedUpId } = await marketplace();
    expect(await t.db.select().from(claimRequests).where(eq(claimRequests.userId, people.wendy.id))).toHaveLength(1);
    const usedBefore = (await t.db.select({ used: users.matchesUsed }).from(users).where(eq(users.id, people.reece.id)))[0]!.used;
    expect(usedBefore).toBe(1);

    const admin = await t.createAdmin();
    const deactivated = await t.as(admin).patch(`/api/admin/apps/${app.id}`, { is_active: false });
    expect(deactivated.statusCode, deactivated.body).toBe(200);

    const [claim] = await t.db.select().from(matches).where(eq(matches.id, claimId));
    expect(claim).toMatchObject({ status: 'CANCELLED', cancelReason: 'OFFER_ENDED' });
    const [signedUp] = await t.db.select().from(matches).where(eq(matches.id, signedUpId));
    expect(signedUp?.status).toBe('USER_MARKED_DONE');
    expect((await t.db.select({ used: users.matchesUsed }).from(users).where(eq(users.id, people.reece.id)))[0]!.used).toBe(0);
    expect(await t.db.select().from(claimRequests).where(eq(claimRequests.userId, people.wendy.id))).toEqual([]);

    const title = `The ${app.name} offer has ended`;
    expect(await noticesOf(people.reece, 'OFFER_ENDED')).toEqual([
      {
        title,
        matchId: claimId,
        message: `The ${app.name} referral offer has ended, so your claim ended before the sign-up was marked. It does not count against your plan. If you have already signed up, whether a reward is paid is up to ${app.name}.`,
      },
    ]);
    // Rosa is told twice over: the claim of her code ended, and her code no longer circulates.
    expect((await noticesOf(people.rosa, 'OFFER_ENDED')).map((notice) => notice.message)).toEqual(
      expect.arrayContaining([
        `The ${app.name} referral offer has ended, so a claim of your code ended before the sign-up was marked.`,
        `Your ${app.name} code no longer circulates: the ${app.name} referral offer has ended. It stays in My Referral Codes and is offered again if the offer comes back.`,
      ]),
    );
    for (const party of [people.sam, people.sara]) {
      const [pastSignUp] = (await noticesOf(party, 'OFFER_ENDED')).filter((notice) => notice.matchId === signedUpId);
      expect(pastSignUp?.message).toContain(`whether the reward is paid is now up to ${app.name}`);
    }
    expect(await noticesOf(people.wendy, 'OFFER_ENDED')).toEqual([
      {
        title,
        matchId: null,
        message: `The ${app.name} referral offer has ended, so you are no longer waiting for a code for it. If the offer comes back, you can claim one again.`,
      },
    ]);
    expect(await noticesOf(people.omar, 'OFFER_ENDED')).toHaveLength(1);
    // A paused code was not circulating; a bystander has nothing to do with the app.
    expect(await noticesOf(people.pat, 'OFFER_ENDED')).toEqual([]);
    expect(await noticesOf(people.bystander, 'OFFER_ENDED')).toEqual([]);
    // The card says why.
    const mine = (await t.as(people.reece).get('/api/matches/mine')).json() as { id: string; cancel_reason: string | null }[];
    expect(mine.find((match) => match.id === claimId)?.cancel_reason).toBe('OFFER_ENDED');

    // Saving it again inactive tells nobody anything twice.
    const count = async () => (await t.db.select().from(notifications).where(eq(notifications.type, 'OFFER_ENDED'))).length;
    const before = await count();
    expect((await t.as(admin).patch(`/api/admin/apps/${app.id}`, { description: 'Still closed, new words' })).statusCode).toBe(200);
    expect(await count()).toBe(before);

    // Reactivated: only the sharers hear of it, that their codes circulate again.
    expect((await t.as(admin).patch(`/api/admin/apps/${app.id}`, { is_active: true })).statusCode).toBe(200);
    const reopened = await t.db
      .select({ userId: notifications.userId, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.type, 'OFFER_REOPENED'));
    expect(reopened.map((notice) => notice.userId).sort()).toEqual([people.rosa.id, people.omar.id, people.sam.id].sort());
    expect(reopened[0]?.message).toBe(`The ${app.name} referral offer is back, so your code is on offer again.`);
    expect(await count()).toBe(before);
  });

  it('when its expiry date passes, within a run of the job; once, however often the job runs', async () => {
    const { app, people, claimId } = await marketplace();
    await t.db
      .update(apps)
      .set({ expiryDate: new Date(Date.now() - 60_000) })
      .where(eq(apps.id, app.id));
    const job = JOBS.find((candidate) => candidate.lockKey === JOB_LOCK_KEYS.offerEnds)!;
    expect(job.everyMs).toBeLessThanOrEqual(10 * 60 * 1000);
    const first = await runJobOnce(t.db, loadConfig({ NODE_ENV: 'test' }), job);
    expect(first).toMatchObject({ ran: true });
    const [claim] = await t.db.select().from(matches).where(eq(matches.id, claimId));
    expect(claim).toMatchObject({ status: 'CANCELLED', cancelReason: 'OFFER_ENDED' });
    expect(await noticesOf(people.wendy, 'OFFER_ENDED')).toHaveLength(1);

    await runJobOnce(t.db, loadConfig({ NODE_ENV: 'test' }), job);
    expect(await noticesOf(people.wendy, 'OFFER_ENDED')).toHaveLength(1);
    expect(await noticesOf(people.reece, 'OFFER_ENDED')).toHaveLength(1);
  });

  it('leaves other apps, and their people, as they were', async () => {
    const { app } = await marketplace();
    const other = await marketplace();
    const admin = await t.createAdmin();
    expect((await t.as(admin).patch(`/api/admin/apps/${app.id}`, { is_active: false })).statusCode).toBe(200);
    const [otherClaim] = await t.db.select().from(matches).where(eq(matches.id, other.claimId));
    expect(otherClaim?.status).toBe('ASSIGNED');
    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.type, 'OFFER_ENDED'),
          inArray(
            notifications.userId,
            Object.values(other.people).map((person) => person.id),
          ),
        ),
      );
    expect(told).toEqual([]);
    expect(await t.db.select().from(claimRequests).where(eq(claimRequests.userId, other.people.wendy.id))).toHaveLength(1);
  });
});
