import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startOfLondonMonth } from '#contract/admin/rules.ts';
import { cappedCodeClaimMessage, startOfNextLondonMonth } from '#contract/referral-codes/monthly-cap.ts';
import type { AvailableReferralCode, ReferralCode } from '#contract/referral-codes/schema.ts';
import type { referralCodes } from '#server/db/schema.ts';
import { apps, claimRequests, matches } from '#server/db/schema.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';
import { codesWithUnmetDemand, handOnFreeUses } from '../matches/hand-on.ts';
import { offerTermsOf } from '../matches/offer-terms.ts';

/**
 * Programme caps (contract/referral-codes/monthly-cap.ts): a sharer whose code for an app has been
 * claimed as many times this London month as the app allows is left out of the claim, the available
 * codes and the hand-on to people waiting, and their code says until when. Earlier months are set
 * up with claims dated before the 1st rather than with a faked clock.
 */
const t = useTestApp();

type CodeRow = typeof referralCodes.$inferSelect;
const MINUTE = 60_000;

/** `count` claims of this code made at `at` (this month unless said), by people signing up. */
async function claimsOf(code: CodeRow, count: number, at = new Date(), overrides: Partial<typeof matches.$inferInsert> = {}) {
  const [app] = await t.db.select().from(apps).where(eq(apps.id, code.appId));
  for (let index = 0; index < count; index += 1) {
    const referee = await t.createUser();
    await t.db.insert(matches).values({
      appId: code.appId,
      referralCodeId: code.id,
      referrerId: code.userId,
      refereeId: referee.id,
      code: code.code,
      referralLink: code.referralLink,
      termsAtClaim: offerTermsOf(app!),
      createdAt: at,
      ...overrides,
    });
  }
}

/** An app allowing `cap` referrals a month, and two sharers: `capped`'s code first in the rotation, then `other`'s. */
async function twoSharers(cap: number) {
  const app = await t.createApp({ referrerMonthlyCap: cap, maxUsesPerUser: null });
  const [capped, other] = [await t.createUser(), await t.createUser()];
  const cappedCode = await t.createCode(capped.id, app.id, { createdAt: new Date(Date.now() - 2 * MINUTE), maxUses: 50 });
  const otherCode = await t.createCode(other.id, app.id, { createdAt: new Date(Date.now() - MINUTE), maxUses: 50 });
  return { app, capped, other, cappedCode, otherCode };
}

const availableTo = async (person: TestUser, appId: string) =>
  (await t.as(person).get('/api/referral-codes/available')).json<AvailableReferralCode[]>().find((offer) => offer.app_id === appId);

const claimByApp = (person: TestUser, appId: string) => t.as(person).post('/api/matches/claim', { app_id: appId });

const codeHandedTo = async (person: TestUser, appId: string) =>
  (
    await t.db
      .select({ codeId: matches.referralCodeId })
      .from(matches)
      .where(and(eq(matches.refereeId, person.id), eq(matches.appId, appId)))
  )[0]?.codeId;

const myCode = async (owner: TestUser, appId: string) =>
  (await t.as(owner).get('/api/referral-codes/mine')).json<ReferralCode[]>().find((code) => code.app_id === appId)!;

describe('a sharer at the app’s monthly cap', () => {
  it('is left out of the claim and the available codes: the other sharer’s code is served, and the capped code says until when', async () => {
    const { app, capped, other, cappedCode, otherCode } = await twoSharers(2);
    await claimsOf(cappedCode, 2);
    const referee = await t.createUser();

    expect((await availableTo(referee, app.id))?.owner.username).toBe(other.username);
    expect((await claimByApp(referee, app.id)).statusCode).toBe(201);
    expect(await codeHandedTo(referee, app.id)).toBe(otherCode.id);

    const nextMonth = startOfNextLondonMonth(new Date()).toISOString();
    expect(await myCode(capped, app.id)).toMatchObject({ capped_until: nextMonth, ahead_in_rotation: null, times_matched: 2 });
    // The capped code is not ahead of anyone's: the other sharer's is next in line.
    expect(await myCode(other, app.id)).toMatchObject({ capped_until: null, ahead_in_rotation: 0 });

    // Claimed by its id, it is refused with the date and the programme's limit.
    const byId = await t.as(await t.createUser()).post(`/api/referral-codes/claim/${cappedCode.id}`);
    expect(byId.statusCode).toBe(409);
    expect(byId.json()).toEqual({ detail: cappedCodeClaimMessage(nextMonth, app.name, 2) });
  });

  it('under the cap, takes their turn as before', async () => {
    const { app, capped, cappedCode } = await twoSharers(2);
    await claimsOf(cappedCode, 1);
    const referee = await t.createUser();
    expect((await availableTo(referee, app.id))?.owner.username).toBe(capped.username);
    expect((await claimByApp(referee, app.id)).statusCode).toBe(201);
    expect(await codeHandedTo(referee, app.id)).toBe(cappedCode.id);
    // That claim was their second of the month: now they are capped.
    expect((await myCode(capped, app.id)).capped_until).toBe(startOfNextLondonMonth(new Date()).toISOString());
  });

  it('counts from midnight on the 1st, London time: claims of the month before do not count', async () => {
    const monthStart = startOfLondonMonth(new Date());
    const { app, capped, cappedCode } = await twoSharers(2);
    await claimsOf(cappedCode, 5, new Date(monthStart.getTime() - 1000));
    await claimsOf(cappedCode, 1, monthStart);
    const referee = await t.createUser();
    expect((await availableTo(referee, app.id))?.owner.username).toBe(capped.username);
    expect(await myCode(capped, app.id)).toMatchObject({ capped_until: null, ahead_in_rotation: 0 });

    // A second claim at the very start of the month reaches the cap.
    await claimsOf(cappedCode, 1, monthStart);
    expect((await availableTo(referee, app.id))?.owner.username).not.toBe(capped.username);
  });

  it('does not count a claim cancelled before its sign-up was marked, and counts one cancelled after', async () => {
    const { app, capped, cappedCode } = await twoSharers(1);
    await claimsOf(cappedCode, 1, new Date(), { status: 'CANCELLED', cancelReason: 'CANCELLED_BY_REFEREE', cancelledAt: new Date() });
    expect((await myCode(capped, app.id)).capped_until).toBeNull();

    await t.db.update(matches).set({ rewardCountdownStartedAt: new Date() }).where(eq(matches.referralCodeId, cappedCode.id));
    expect((await myCode(capped, app.id)).capped_until).not.toBeNull();
    expect((await availableTo(await t.createUser(), app.id))?.owner.username).not.toBe(capped.username);
  });

  it('counts each app on its own, and an app without a cap never', async () => {
    const uncapped = await t.createApp({ maxUsesPerUser: null });
    const capped = await t.createApp({ referrerMonthlyCap: 1, maxUsesPerUser: null });
    const sharer = await t.createUser();
    await claimsOf(await t.createCode(sharer.id, uncapped.id, { maxUses: 100 }), 30);
    await t.createCode(sharer.id, capped.id);
    const referee = await t.createUser();
    for (const app of [uncapped, capped]) {
      expect((await myCode(sharer, app.id)).capped_until).toBeNull();
      expect((await availableTo(referee, app.id))?.owner.username).toBe(sharer.username);
    }
  });
});

describe('when every code of the app is capped', () => {
  it('answers as when none is available and keeps the person waiting; from the 1st the hand-on gives them the code', async () => {
    const app = await t.createApp({ referrerMonthlyCap: 1, maxUsesPerUser: null });
    const sharer = await t.createUser();
    const code = await t.createCode(sharer.id, app.id);
    await claimsOf(code, 1);
    const referee = await t.createUser();

    expect(await availableTo(referee, app.id)).toBeUndefined();
    const refused = await claimByApp(referee, app.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: `No ${app.name} referral codes are available right now. We'll match you with one as soon as someone shares it.` });
    await t.db
      .update(claimRequests)
      .set({ createdAt: new Date(Date.now() - 5 * MINUTE) })
      .where(eq(claimRequests.userId, referee.id));

    // The housekeeping that hands codes to people waiting leaves a capped code alone.
    expect(await codesWithUnmetDemand(t.db, 50)).not.toContain(code.id);
    await handOnFreeUses(t.db);
    expect(await codeHandedTo(referee, app.id)).toBeUndefined();

    // A month on, that claim belongs to the month before: the code is back, and handed on.
    await t.db
      .update(matches)
      .set({ createdAt: new Date(startOfLondonMonth(new Date()).getTime() - 1000) })
      .where(eq(matches.referralCodeId, code.id));
    expect(await codesWithUnmetDemand(t.db, 50)).toContain(code.id);
    await handOnFreeUses(t.db);
    expect(await codeHandedTo(referee, app.id)).toBe(code.id);
  });

  it('does not hand a capped code to people waiting when it comes back on offer, and they keep waiting', async () => {
    const app = await t.createApp({ referrerMonthlyCap: 1, maxUsesPerUser: null });
    const sharer = await t.createUser();
    const code = await t.createCode(sharer.id, app.id, { maxUses: 1 });
    const [first, waiting] = [await t.createUser(), await t.createUser()];
    expect((await claimByApp(first, app.id)).statusCode).toBe(201);
    expect((await claimByApp(waiting, app.id)).statusCode).toBe(409);

    // Given more uses, the used-up code is on offer again, but its owner has had this month's referral.
    const changed = await t.as(sharer).patch(`/api/referral-codes/${code.id}`, { max_uses: 3 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ status: 'ASSIGNED', capped_until: startOfNextLondonMonth(new Date()).toISOString() });
    expect(await codeHandedTo(waiting, app.id)).toBeUndefined();
    const open = await t.db
      .select()
      .from(claimRequests)
      .where(and(eq(claimRequests.userId, waiting.id), isNull(claimRequests.fulfilledAt)));
    expect(open).toHaveLength(1);
  });

  it('matches people waiting to a newly shared code up to the cap, and the rest keep waiting', async () => {
    const app = await t.createApp({ referrerMonthlyCap: 2, maxUsesPerUser: null });
    const people = [await t.createUser(), await t.createUser(), await t.createUser()];
    for (const person of people) expect((await claimByApp(person, app.id)).statusCode).toBe(409);
    const sharer = await t.createUser();
    const shared = await t.as(sharer).post('/api/referral-codes', { app_id: app.id, referral_link: 'https://refer.example/invite/CAPPED1', max_uses: 5 });
    expect(shared.statusCode).toBe(201);
    const handed = await Promise.all(people.map((person) => codeHandedTo(person, app.id)));
    expect(handed.filter(Boolean)).toHaveLength(2);
    const stillWaiting = await t.db
      .select()
      .from(claimRequests)
      .where(and(eq(claimRequests.appId, app.id), isNull(claimRequests.fulfilledAt)));
    expect(stillWaiting.map((request) => request.userId)).toEqual([people[2]!.id]);
  });
});

describe('claims at once', () => {
  it('never take a sharer past the cap', async () => {
    const app = await t.createApp({ referrerMonthlyCap: 3, maxUsesPerUser: null });
    const sharers = [await t.createUser(), await t.createUser()];
    for (const sharer of sharers) await t.createCode(sharer.id, app.id, { maxUses: 20 });
    const referees: TestUser[] = [];
    for (let index = 0; index < 16; index += 1) referees.push(await t.createUser());
    const perSharer = async () =>
      (
        await t.db
          .select({ count: sql<number>`count(*)::int` })
          .from(matches)
          .where(eq(matches.appId, app.id))
          .groupBy(matches.referrerId)
      ).map((row) => row.count);
    const statuses = (await Promise.all(referees.map((referee) => claimByApp(referee, app.id)))).map((response) => response.statusCode);
    // A claim skips a code another claim holds, so some of these may find none free for now (409).
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    expect((await perSharer()).every((count) => count <= 3)).toBe(true);
    // Those refused ask again one at a time: the sharers fill up to their cap, and no further.
    for (const referee of referees) if ((await codeHandedTo(referee, app.id)) === undefined) await claimByApp(referee, app.id);
    expect(await perSharer()).toEqual([3, 3]);
  });
});
