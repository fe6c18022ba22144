import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EARLY_ACCESS_HOURS, opensToEveryoneText } from '#contract/apps/rules.ts';
import { apps, claimRequests, matches, referralCodes } from '#server/db/schema.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';
import { appForm } from '../admin/test-fixtures.ts';
import { handOnFreeUses } from './hand-on.ts';

const t = useTestApp();
const HOUR_MS = 60 * 60 * 1000;

/** An app an administrator has just added, with one referrer's code for it. */
async function newlyAdded() {
  const admin = await t.createAdmin();
  const created = await t.request({
    method: 'POST',
    url: '/api/admin/apps',
    token: admin.token,
    payload: appForm({ name: `New ${Math.random().toString(36).slice(2, 8)}` }),
  });
  expect(created.statusCode).toBe(201);
  const app = created.json<{ id: string; opens_to_all_at: string }>();
  const referrer = await t.createUser();
  const code = await t.createCode(referrer.id, app.id, { maxUses: 10 });
  return { app, code };
}

const claimApp = (user: TestUser, appId: string) => t.request({ method: 'POST', url: '/api/matches/claim', token: user.token, payload: { app_id: appId } });
const claimCode = (user: TestUser, codeId: string) => t.request({ method: 'POST', url: `/api/referral-codes/claim/${codeId}`, token: user.token });

/** Moves the app's clock on: its early access ended `hours` ago (negative: it ends in that many hours). */
const moveClockPastOpening = (appId: string, hours: number) =>
  t.db
    .update(apps)
    .set({ opensToAllAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(apps.id, appId));

describe('early access to a new app', () => {
  it('opens an app to everyone 72 hours after an administrator adds it, and says when in every answer', async () => {
    const before = Date.now();
    const { app } = await newlyAdded();
    const opens = new Date(app.opens_to_all_at).getTime();
    expect(opens).toBeGreaterThanOrEqual(before + EARLY_ACCESS_HOURS * HOUR_MS - 1000);
    expect(opens).toBeLessThanOrEqual(Date.now() + EARLY_ACCESS_HOURS * HOUR_MS + 1000);
    const catalogue = (await t.request({ method: 'GET', url: '/api/public/apps' })).json<{ id: string; opens_to_all_at: string | null }[]>();
    expect(catalogue.find((item) => item.id === app.id)?.opens_to_all_at).toBe(app.opens_to_all_at);
  });

  it('gives a suggestion activated into the catalogue the same early access; seeded and older apps have none', async () => {
    const admin = await t.createAdmin();
    await t.request({ method: 'POST', url: '/api/admin/ai-suggestions/refresh', token: admin.token });
    const [suggestion] = (await t.request({ method: 'GET', url: '/api/admin/ai-suggestions', token: admin.token })).json<{ id: string }[]>();
    const activated = await t.request({ method: 'POST', url: `/api/admin/ai-suggestions/${suggestion!.id}/activate`, token: admin.token });
    expect(activated.json().opens_to_all_at).not.toBeNull();
    const older = await t.createApp();
    expect(older.opensToAllAt).toBeNull();
  });

  it('with paid features on, refuses a Free member (402, saying when it opens) and lets a Premium member claim', async () => {
    const { app, code } = await newlyAdded();
    const free = await t.createUser();
    const premium = await t.createUser({ subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: null });
    await t.setPaidFeatures(true);
    try {
      for (const refused of [await claimApp(free, app.id), await claimCode(free, code.id)]) {
        expect(refused.statusCode).toBe(402);
        expect(refused.json()).toEqual({ detail: opensToEveryoneText(app.opens_to_all_at) });
      }
      // Nothing was taken or kept for the refused member: no match, no place in a queue.
      expect(await t.db.select().from(matches).where(eq(matches.refereeId, free.id))).toEqual([]);
      expect(await t.db.select().from(claimRequests).where(eq(claimRequests.userId, free.id))).toEqual([]);
      expect((await claimApp(premium, app.id)).statusCode).toBe(201);
    } finally {
      await t.setPaidFeatures(false);
    }
  });

  it('lets a Free member claim once the clock passes the opening, and at any time with paid features off', async () => {
    const first = await newlyAdded();
    const second = await newlyAdded();
    const free = await t.createUser();
    await t.setPaidFeatures(true);
    try {
      await moveClockPastOpening(first.app.id, -1);
      expect((await claimApp(free, first.app.id)).statusCode).toBe(402);
      await moveClockPastOpening(first.app.id, 1);
      expect((await claimApp(free, first.app.id)).statusCode).toBe(201);
    } finally {
      await t.setPaidFeatures(false);
    }
    expect((await claimApp(free, second.app.id)).statusCode).toBe(201);
  });

  it('keeps a Free member waiting for an early-access app in the queue, handing the code to the Premium member behind them', async () => {
    const { app, code } = await newlyAdded();
    await t.db.update(referralCodes).set({ status: 'WITHDRAWN' }).where(eq(referralCodes.id, code.id));
    const referrer = await t.createUser();
    const free = await t.createUser();
    const premium = await t.createUser({ subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: null });
    // Both have waited over a minute (the Free member asked before paid features were switched on).
    const waitedSince = new Date(Date.now() - 10 * 60 * 1000);
    await t.db.insert(claimRequests).values([
      { userId: free.id, appId: app.id, createdAt: waitedSince },
      { userId: premium.id, appId: app.id, createdAt: new Date(waitedSince.getTime() + 1000) },
    ]);
    await t.setPaidFeatures(true);
    try {
      await t.createCode(referrer.id, app.id, { maxUses: 1 });
      expect(await handOnFreeUses(t.db)).toBeGreaterThanOrEqual(1);
      const matched = await t.db.select({ refereeId: matches.refereeId }).from(matches).where(eq(matches.appId, app.id));
      expect(matched.map((match) => match.refereeId)).toContain(premium.id);
      expect(matched.map((match) => match.refereeId)).not.toContain(free.id);
      const [stillWaiting] = await t.db.select().from(claimRequests).where(eq(claimRequests.userId, free.id));
      expect(stillWaiting?.fulfilledAt).toBeNull();
    } finally {
      await t.setPaidFeatures(false);
    }
  });
});
