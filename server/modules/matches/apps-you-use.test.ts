import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimRequests, matches, userApps } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { handOnFreeUses } from './hand-on.ts';

/** A new-customer bonus cannot apply to an app the person already uses (docs/decisions/marketplace.md). */
const t = useTestApp();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const available = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/referral-codes/available?limit=100', token })).json<{ app_id: string }[]>().map((code) => code.app_id);
const claimApp = (token: string, appId: string) => t.request({ method: 'POST', url: '/api/matches/claim', token, payload: { app_id: appId } });
const claimCode = (token: string, codeId: string) => t.request({ method: 'POST', url: `/api/referral-codes/claim/${codeId}`, token });
const alreadyUses = (name: string) =>
  `You already use ${name}, so its new-customer bonus would not apply to you. Referral codes are for people who are new to an app.`;
const openRequests = (userId: string) =>
  t.db
    .select()
    .from(claimRequests)
    .where(and(eq(claimRequests.userId, userId), isNull(claimRequests.fulfilledAt)));

describe('apps a person already uses', () => {
  it('are neither offered nor handed out to a person who picked them as their own', async () => {
    const [owner, sharer] = [await t.createUser(), await t.createUser()];
    const [used, other] = [await t.createApp(), await t.createApp()];
    const code = await t.createCode(sharer.id, used.id);
    await t.createCode(sharer.id, other.id);
    const picked = await t.request({ method: 'POST', url: '/api/user-apps', token: owner.token, payload: { app_id: used.id, owns: true } });
    expect(picked.statusCode).toBe(201);

    const offers = await available(owner.token);
    expect(offers).toContain(other.id);
    expect(offers).not.toContain(used.id);
    for (const refused of [await claimApp(owner.token, used.id), await claimCode(owner.token, code.id)]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: alreadyUses(used.name) });
    }
    expect(await t.db.select().from(matches).where(eq(matches.refereeId, owner.id))).toEqual([]);
    // Nobody waits for what they could not take.
    expect(await openRequests(owner.id)).toEqual([]);
  });

  it('are neither offered nor handed out to a person who shares a code for them', async () => {
    const [sharerA, sharerB] = [await t.createUser(), await t.createUser()];
    const app = await t.createApp();
    await t.request({
      method: 'POST',
      url: '/api/referral-codes',
      token: sharerA.token,
      payload: { app_id: app.id, referral_link: 'https://join.example.com/invite/SHAREA1' },
    });
    const other = await t.createCode(sharerB.id, app.id);
    expect(await available(sharerA.token)).not.toContain(app.id);
    expect((await claimApp(sharerA.token, app.id)).json()).toEqual({ detail: alreadyUses(app.name) });
    expect((await claimCode(sharerA.token, other.id)).statusCode).toBe(409);
  });

  it('are offered as before to a person who added them from the dashboard as a non-owner', async () => {
    const [person, sharer] = [await t.createUser(), await t.createUser()];
    const app = await t.createApp();
    await t.createCode(sharer.id, app.id);
    expect((await t.request({ method: 'POST', url: '/api/user-apps', token: person.token, payload: { app_id: app.id, owns: false } })).statusCode).toBe(201);
    expect(await available(person.token)).toContain(app.id);
    expect((await claimApp(person.token, app.id)).statusCode).toBe(201);
  });

  it('end a wait: a person who comes to use the app stops waiting, and a code shared later is not handed to them', async () => {
    const [waiter, sharer] = [await t.createUser(), await t.createUser()];
    const app = await t.createApp();
    expect((await claimApp(waiter.token, app.id)).statusCode).toBe(409);
    expect(await openRequests(waiter.id)).toHaveLength(1);
    await t.request({ method: 'POST', url: '/api/user-apps', token: waiter.token, payload: { app_id: app.id, owns: true } });
    expect(await openRequests(waiter.id)).toEqual([]);

    await t.request({
      method: 'POST',
      url: '/api/referral-codes',
      token: sharer.token,
      payload: { app_id: app.id, referral_link: 'https://join.example.com/invite/LATER12' },
    });
    expect(await t.db.select().from(matches).where(eq(matches.appId, app.id))).toEqual([]);
  });

  it('are skipped by the hand-on, which drops the wait of a person who uses the app by now', async () => {
    const [waiter, sharer] = [await t.createUser(), await t.createUser()];
    const app = await t.createApp();
    await t.createCode(sharer.id, app.id);
    // A wait older than the app being theirs: written straight into the tables, as history could leave it.
    await t.db.insert(claimRequests).values({ userId: waiter.id, appId: app.id, createdAt: minutesAgo(5) });
    await t.db.insert(userApps).values({ userId: waiter.id, appId: app.id, owns: true });

    expect(await handOnFreeUses(t.db)).toBe(0);
    expect(await t.db.select().from(matches).where(eq(matches.appId, app.id))).toEqual([]);
  });
});
