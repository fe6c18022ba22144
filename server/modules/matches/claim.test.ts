import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, referralCodes, users } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';

const t = useTestApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const claimCode = (token: string, codeId: string) => t.request({ method: 'POST', url: `/api/referral-codes/claim/${codeId}`, token });
const claimApp = (token: string, appId: string) => t.request({ method: 'POST', url: '/api/matches/claim', token, payload: { app_id: appId } });

describe('claiming a chosen code', () => {
  it('hands over the claim record, counts the use and tells the referrer', async () => {
    const referrer = await t.createUser({ email: 'rita.referrer@example.com' });
    const referee = await t.createUser();
    const app = await t.createApp({ qualifyingSpendAmountPence: 2000 });
    const code = await t.createCode(referrer.id, app.id, { maxUses: 2 });

    const response = await claimCode(referee.token, code.id);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      app_id: app.id,
      app_name: app.name,
      status: 'ASSIGNED',
      code: code.code,
      referral_link: code.referralLink,
      owner_masked_email: 'rita.referrer',
      instructions: { steps: expect.arrayContaining(['Make a qualifying spend of at least £20.']), estimated_time: 'About 15 minutes' },
    });
    const [after] = await t.db.select().from(referralCodes).where(eq(referralCodes.id, code.id));
    expect(after).toMatchObject({ currentUses: 1, status: 'ASSIGNED', lastMatchedAt: expect.any(Date) });
    const [claimant] = await t.db.select().from(users).where(eq(users.id, referee.id));
    expect(claimant?.matchesUsed).toBe(1);
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, referrer.id));
    expect(notice).toMatchObject({
      type: 'REFERRAL_CLAIMED',
      matchId: response.json().match_id,
      message: `Someone is signing up to ${app.name} with your referral code.`,
    });

    const claimed = await t.request({ method: 'GET', url: '/api/referral-codes/claimed', token: referee.token });
    expect(claimed.json()).toEqual([expect.objectContaining({ match_id: response.json().match_id, owner_masked_email: 'rita.referrer' })]);
    expect((await t.request({ method: 'GET', url: '/api/referral-codes/claimed', token: referrer.token })).json()).toEqual([]);
  });

  it('refuses your own code, a used-up code, an unknown code and a second claim for the same app', async () => {
    const referrer = await t.createUser();
    const referee = await t.createUser();
    const app = await t.createApp({ maxUsesPerUser: 1 });
    const own = await t.createCode(referee.id, (await t.createApp()).id);
    const full = await t.createCode(referrer.id, (await t.createApp()).id, { currentUses: 3, maxUses: 3, status: 'USED' });
    const code = await t.createCode(referrer.id, app.id);

    const ownClaim = await claimCode(referee.token, own.id);
    expect(ownClaim.statusCode).toBe(409);
    expect(ownClaim.json().detail).toMatch(/your own referral code/);
    expect((await claimCode(referee.token, full.id)).statusCode).toBe(409);
    expect((await claimCode(referee.token, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await claimCode(referee.token, 'nope')).statusCode).toBe(422);
    expect((await claimCode(referee.token, code.id)).statusCode).toBe(201);
    const second = await claimCode(referee.token, code.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: `You have already claimed a ${app.name} referral code` });
    const [after] = await t.db.select().from(referralCodes).where(eq(referralCodes.id, code.id));
    expect(after?.currentUses).toBe(1);
  });

  it('marks a code USED when its last use goes, and refuses codes of inactive owners', async () => {
    const referrer = await t.createUser();
    const gone = await t.createUser({ isActive: false });
    const app = await t.createApp({ maxUsesPerUser: null });
    const code = await t.createCode(referrer.id, app.id, { maxUses: 1 });
    const ghost = await t.createCode(gone.id, app.id);
    const referee = await t.createUser();
    expect((await claimCode(referee.token, code.id)).statusCode).toBe(201);
    const [after] = await t.db.select().from(referralCodes).where(eq(referralCodes.id, code.id));
    expect(after).toMatchObject({ currentUses: 1, status: 'USED' });
    expect((await claimCode(referee.token, ghost.id)).statusCode).toBe(409);
  });
});

describe('claiming by app', () => {
  it('hands out the code matched least recently, never-matched first', async () => {
    const app = await t.createApp({ maxUsesPerUser: null });
    const veteran = await t.createUser();
    const newcomer = await t.createUser();
    const veteranCode = await t.createCode(veteran.id, app.id, { lastMatchedAt: new Date(Date.now() - 60_000), currentUses: 1, status: 'ASSIGNED' });
    const newcomerCode = await t.createCode(newcomer.id, app.id);
    const referee = await t.createUser();

    expect((await claimApp(referee.token, app.id)).json().code).toBe(newcomerCode.code);
    expect((await claimApp(referee.token, app.id)).json().code).toBe(veteranCode.code);
    expect((await claimApp(referee.token, app.id)).json().code).toBe(newcomerCode.code);
  });

  it('puts Premium referrers first with paid features on', async () => {
    const app = await t.createApp({ maxUsesPerUser: null });
    const free = await t.createUser();
    const premium = await t.createUser({ subscriptionStatus: 'PREMIUM' });
    await t.createCode(free.id, app.id);
    const premiumCode = await t.createCode(premium.id, app.id, { lastMatchedAt: new Date() });
    const referee = await t.createUser({ subscriptionStatus: 'PREMIUM' });
    await t.setPaidFeatures(true);
    try {
      expect((await claimApp(referee.token, app.id)).json().code).toBe(premiumCode.code);
    } finally {
      await t.setPaidFeatures(false);
    }
  });

  it('answers 409 when no code is available, 404 for an unknown app, 422 for a malformed body', async () => {
    const app = await t.createApp();
    const referee = await t.createUser();
    const none = await claimApp(referee.token, app.id);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ detail: `No ${app.name} referral codes are available right now. We'll match you with one as soon as someone shares it.` });
    expect((await claimApp(referee.token, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: '/api/matches/claim', token: referee.token, payload: { app: 'x' } })).json()).toEqual({
      detail: 'App id is required',
    });
    expect((await t.request({ method: 'POST', url: '/api/matches/claim', payload: { app_id: app.id } })).statusCode).toBe(401);
  });

  it('stops a Free user at 3 matches with 402 only while paid features are on', async () => {
    const app = await t.createApp({ maxUsesPerUser: null });
    const referrer = await t.createUser();
    await t.createCode(referrer.id, app.id, { maxUses: 10 });
    const referee = await t.createUser({ matchesUsed: 3 });
    await t.setPaidFeatures(true);
    try {
      const refused = await claimApp(referee.token, app.id);
      expect(refused.statusCode).toBe(402);
      expect(refused.json().detail).toMatch(/^The Free plan includes 3 matches/);
    } finally {
      await t.setPaidFeatures(false);
    }
    expect((await claimApp(referee.token, app.id)).statusCode).toBe(201);
    const [counted] = await t.db.select().from(users).where(eq(users.id, referee.id));
    expect(counted?.matchesUsed).toBe(4);
  });
});
