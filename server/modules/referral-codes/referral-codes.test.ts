import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches, referralCodes, userApps } from '#server/db/schema.ts';
import { offerTermsOf } from '../matches/offer-terms.ts';
import { useTestApp } from '#server/test/helper.ts';
import { myReferralCode } from './service.ts';

const t = useTestApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const create = (token: string, payload: object) => t.request({ method: 'POST', url: '/api/referral-codes', token, payload });

describe('the code read from a link by the app’s own format, or typed beside it', () => {
  it('reads a Revolut code with `!` where its format says, not the path word `referral`', async () => {
    const user = await t.createUser();
    const app = await t.createApp({
      name: 'Revolut format',
      referralLinkDomains: ['revolut.com'],
      referralLinkFormat: 'https://revolut.com/referral/?referral-code={code}',
    });
    const response = await create(user.token, { app_id: app.id, referral_link: 'https://revolut.com/referral/?referral-code=alicej!NOV26' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().code).toBe('alicej!NOV26');
  });

  it('takes a code typed beside a link that gives none, and refuses one that differs from the link’s own', async () => {
    const user = await t.createUser();
    const app = await t.createApp();
    const typed = await create(user.token, { app_id: app.id, referral_link: 'https://join.example.com/', code: 'TYPED-42' });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json().code).toBe('TYPED-42');

    const other = await t.createUser();
    const differs = await create(other.token, { app_id: app.id, referral_link: 'https://join.example.com/?ref=LINKED', code: 'OTHER' });
    expect(differs.statusCode).toBe(422);
    expect(differs.json().detail).toBe("This link's code is LINKED: leave the code field empty, or paste the link that goes with your code");
    const bad = await create(other.token, { app_id: app.id, referral_link: 'https://join.example.com/', code: 'has spaces' });
    expect(bad.statusCode).toBe(422);
    expect(await t.db.select().from(referralCodes).where(eq(referralCodes.userId, other.id))).toEqual([]);
  });

  it('lets an administrator set an app’s link format, refusing one without {code}', async () => {
    const admin = await t.createAdmin();
    const app = await t.createApp();
    const set = await t.as(admin).patch(`/api/admin/apps/${app.id}`, { referral_link_format: 'https://join.example.com/c/{code}' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().referral_link_format).toBe('https://join.example.com/c/{code}');
    const refused = await t.as(admin).patch(`/api/admin/apps/${app.id}`, { referral_link_format: 'https://join.example.com/c/' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe('Link format must contain {code} once, where the code goes');
    const cleared = await t.as(admin).patch(`/api/admin/apps/${app.id}`, { referral_link_format: '' });
    expect(cleared.json().referral_link_format).toBeNull();
  });
});

describe('POST /api/referral-codes', () => {
  it('reads the code from the link, defaults max uses to 5 and adds the app to your apps', async () => {
    const user = await t.createUser();
    const app = await t.createApp();
    const response = await create(user.token, { app_id: app.id, referral_link: ' https://join.example.com/invite/ABC123?utm=x ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      app_id: app.id,
      app_name: app.name,
      code: 'ABC123',
      referral_link: 'https://join.example.com/invite/ABC123?utm=x',
      status: 'UNUSED',
      current_uses: 0,
      max_uses: 5,
      owner: { id: user.id, email: user.email },
      app: { referrer_reward_amount_pence: 1000 },
    });
    const [owned] = await t.db.select().from(userApps).where(eq(userApps.userId, user.id));
    expect(owned).toMatchObject({ appId: app.id, owns: true });
  });

  it.each([
    ['', 'Please enter a referral link'],
    ['join.example.com/abc', 'Please make sure you entered a valid referral link'],
    ['https://join.example.com/', 'Please make sure you entered a valid referral link'],
    ['ftp://join.example.com/invite/ABC123', 'Please enter a valid HTTPS link'],
  ])('refuses the link %j with the spec’s message', async (link, detail) => {
    const user = await t.createUser();
    const app = await t.createApp();
    const response = await create(user.token, { app_id: app.id, referral_link: link });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail });
    expect(await t.db.select().from(referralCodes).where(eq(referralCodes.userId, user.id))).toEqual([]);
  });

  it('refuses a second code for the same app, unknown and closed apps, and malformed bodies', async () => {
    const user = await t.createUser();
    const app = await t.createApp();
    const closed = await t.createApp({ isActive: false });
    expect((await create(user.token, { app_id: app.id, referral_link: 'https://x.example/r/FIRST1' })).statusCode).toBe(201);
    const second = await create(user.token, { app_id: app.id, referral_link: 'https://x.example/r/SECOND' });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(`You already share a referral code for ${app.name}. Delete it first to add another.`);
    expect((await create(user.token, { app_id: UNKNOWN_ID, referral_link: 'https://x.example/r/ABC' })).statusCode).toBe(404);
    expect((await create(user.token, { app_id: closed.id, referral_link: 'https://x.example/r/ABC' })).statusCode).toBe(404);
    const badUses = await create(user.token, { app_id: app.id, referral_link: 'https://x.example/r/ABC', max_uses: 0 });
    expect(badUses.statusCode).toBe(422);
    expect(badUses.json()).toEqual({ detail: 'Max uses must be at least 1' });
    expect((await create(user.token, { referral_link: 'https://x.example/r/ABC' })).json()).toEqual({ detail: 'App id is required' });
  });
});

describe('GET /api/referral-codes/mine and DELETE /api/referral-codes/{id}', () => {
  it('lists only your own codes, and deletes only your own', async () => {
    const owner = await t.createUser();
    const stranger = await t.createUser();
    const app = await t.createApp();
    const created = (await create(owner.token, { app_id: app.id, referral_link: 'https://x.example/r/MINE01' })).json();
    await t.createCode(stranger.id, app.id);

    const mine = await t.request({ method: 'GET', url: '/api/referral-codes/mine', token: owner.token });
    expect(mine.json()).toEqual([expect.objectContaining({ id: created.id, code: 'MINE01' })]);

    const notYours = await t.request({ method: 'DELETE', url: `/api/referral-codes/${created.id}`, token: stranger.token });
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json()).toEqual({ detail: 'There is no referral code with that id among yours' });
    expect((await t.request({ method: 'DELETE', url: `/api/referral-codes/${UNKNOWN_ID}`, token: owner.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: '/api/referral-codes/123', token: owner.token })).statusCode).toBe(422);

    const deleted = await t.request({ method: 'DELETE', url: `/api/referral-codes/${created.id}`, token: owner.token });
    expect(deleted.json()).toEqual({ message: 'Referral code deleted successfully' });
    expect(await t.db.select().from(referralCodes).where(eq(referralCodes.id, created.id))).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/referral-codes/mine', token: owner.token })).json()).toEqual([]);
    // The app stays in their apps, ready for a new link.
    expect((await t.request({ method: 'GET', url: '/api/user-apps', token: owner.token })).json()).toHaveLength(1);
  });

  it('lists each code as its own mapping does: the database writes all but the link’s fit, in every state', async () => {
    const owner = await t.createUser();
    const referee = await t.createUser();
    const plain = await t.createApp({ maxUsesPerUser: null });
    const fenced = await t.createApp({ referralLinkDomains: ['bank.example'], referrerMonthlyCap: 1, expiryDate: new Date('2031-01-01T00:00:00.000Z') });
    const paused = await t.createApp();
    const used = await t.createApp();
    const codes = [
      // Matched twice, one completed; still in the rotation.
      await t.createCode(owner.id, plain.id, { maxUses: 5, createdAt: new Date(Date.UTC(2026, 0, 1)) }),
      // A link off the app's domains, and the monthly cap reached: capped until next month.
      await t.createCode(owner.id, fenced.id, { referralLink: 'https://elsewhere.example/r/X1', createdAt: new Date(Date.UTC(2026, 0, 2)) }),
      await t.createCode(owner.id, paused.id, { status: 'PAUSED', createdAt: new Date(Date.UTC(2026, 0, 3)) }),
      await t.createCode(owner.id, used.id, { status: 'USED', maxUses: 1, currentUses: 1, createdAt: new Date(Date.UTC(2026, 0, 4)) }),
    ];
    const matchOf = (code: (typeof codes)[number], app: typeof plain, refereeId: string, completed = false) => ({
      appId: app.id,
      referralCodeId: code.id,
      referrerId: owner.id,
      refereeId,
      code: code.code,
      referralLink: code.referralLink,
      termsAtClaim: offerTermsOf(app),
      ...(completed ? { status: 'COMPLETED' as const, completedAt: new Date() } : {}),
    });
    await t.db
      .insert(matches)
      .values([matchOf(codes[0]!, plain, referee.id, true), matchOf(codes[0]!, plain, (await t.createUser()).id), matchOf(codes[1]!, fenced, referee.id)]);

    const listed = (await t.request({ method: 'GET', url: '/api/referral-codes/mine', token: owner.token })).json<{ id: string }[]>();
    const mapped = [];
    for (const code of [...codes].reverse()) mapped.push(await myReferralCode(t.db, owner.id, code.id));
    expect(listed).toEqual(mapped);
    expect(listed).toEqual([
      expect.objectContaining({ status: 'USED' }),
      expect.objectContaining({ status: 'PAUSED', ahead_in_rotation: null }),
      expect.objectContaining({ link_fits_app: false, capped_until: expect.any(String), times_matched: 1 }),
      expect.objectContaining({ link_fits_app: true, times_matched: 2, completed: 1, ahead_in_rotation: 0 }),
    ]);
  });

  it('answers 401 without a token on every route', async () => {
    for (const [method, url] of [
      ['POST', '/api/referral-codes'],
      ['GET', '/api/referral-codes/mine'],
      ['GET', '/api/referral-codes/available'],
      ['GET', '/api/referral-codes/claimed'],
      ['POST', `/api/referral-codes/claim/${UNKNOWN_ID}`],
      ['DELETE', `/api/referral-codes/${UNKNOWN_ID}`],
    ] as const) {
      const response = await t.request({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('GET /api/referral-codes/available', () => {
  it('offers, per app you can still claim, someone else’s code with uses left, its owner by username alone', async () => {
    const caller = await t.createUser();
    const sharer = await t.createUser({ email: 'sharer.person@example.com' });
    const inactiveSharer = await t.createUser({ isActive: false });
    const open = await t.createApp({ name: 'Open App' });
    const exhaustedApp = await t.createApp({ name: 'Exhausted App' });
    const closedApp = await t.createApp({ name: 'Closed App', isActive: false });
    const alreadyClaimed = await t.createApp({ name: 'Claimed App' });
    const sharedByCaller = await t.createApp({ name: 'Shared App' });
    const offered = await t.createCode(sharer.id, open.id);
    await t.createCode(inactiveSharer.id, open.id);
    await t.createCode(caller.id, sharedByCaller.id);
    await t.createCode(sharer.id, sharedByCaller.id);
    await t.createCode(sharer.id, exhaustedApp.id, { currentUses: 5, maxUses: 5, status: 'USED' });
    await t.createCode(sharer.id, closedApp.id);
    const claimable = await t.createCode(sharer.id, alreadyClaimed.id);
    expect((await t.request({ method: 'POST', url: `/api/referral-codes/claim/${claimable.id}`, token: caller.token })).statusCode).toBe(201);

    const response = await t.request({ method: 'GET', url: `/api/referral-codes/available?_=${Date.now()}`, token: caller.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const ours = [open.id, exhaustedApp.id, closedApp.id, alreadyClaimed.id, sharedByCaller.id];
    expect(response.json().filter((code: { app_id: string }) => ours.includes(code.app_id))).toEqual([
      {
        id: offered.id,
        app_id: open.id,
        app: expect.objectContaining({ name: 'Open App' }),
        owner: { username: sharer.username, track_record: { completed: 0, completion_rate: null, rating: null, ratings: 0 } },
        max_uses: 5,
        current_uses: 0,
        terms_conditions: null,
        qualifying_spend_amount_pence: null,
        reward_waiting_period_days: null,
        expiry_date: null,
        claim_expiry_days: 14,
      },
    ]);
    expect(response.body).not.toContain('@example.com');
  });

  it('bounds the list: limit 1 to 100', async () => {
    const caller = await t.createUser();
    expect((await t.request({ method: 'GET', url: '/api/referral-codes/available?limit=0', token: caller.token })).json()).toEqual({
      detail: 'Limit must be at least 1',
    });
    expect((await t.request({ method: 'GET', url: '/api/referral-codes/available?limit=101', token: caller.token })).statusCode).toBe(422);
  });
});
