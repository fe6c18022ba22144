import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '#contract/dashboard/schema.ts';
import { DASHBOARD_FINISHED_PAGE } from '#contract/dashboard/rules.ts';
import { ACTIVE_MATCH_STATUSES, MATCH_STATUSES, type MatchStatus } from '#contract/matches/rules.ts';
import type { Match } from '#contract/matches/schema.ts';
import { matches, users } from '#server/db/schema.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';
import { seedNotifications } from '../notifications/test-fixtures.ts';

const t = useTestApp();

/** The separate call each member of the dashboard is the answer of, as the dashboard asked for it before. */
const SEPARATE_CALL: Record<keyof Dashboard, string> = {
  me: '/api/auth/me',
  user_apps: '/api/user-apps',
  referral_codes_mine: '/api/referral-codes/mine',
  public_apps: '/api/public/apps',
  referral_codes_available_summary: '/api/referral-codes/available/summary',
  matches_active: '/api/matches/mine?state=active&limit=200',
  matches_finished: '/api/matches/mine?state=finished&limit=20',
  matches_summary: '/api/matches/summary',
  matches_waiting: '/api/matches/waiting',
  matches_opportunities: '/api/matches/opportunities?limit=6',
  reports_mine: '/api/reports/mine',
  notifications_unread_count: '/api/notifications/unread-count',
  subscription_status: '/api/subscription/status',
};

const dashboardOf = (person: TestUser) => t.request({ method: 'GET', url: '/api/dashboard', token: person.token });

/** GET /api/dashboard for the person, each member compared with its separate call; answers the dashboard. */
async function expectSameAsSeparateCalls(person: TestUser, { paidFeatures }: { paidFeatures: boolean }): Promise<Dashboard> {
  const answer = await dashboardOf(person);
  expect(answer.statusCode, answer.body).toBe(200);
  const dashboard = answer.json<Dashboard>();
  expect(Object.keys(dashboard)).toEqual(Object.keys(SEPARATE_CALL));
  for (const [member, url] of Object.entries(SEPARATE_CALL) as [keyof Dashboard, string][]) {
    if (member === 'subscription_status' && !paidFeatures) {
      expect(dashboard.subscription_status, 'no plan while paid features are off').toBeNull();
      continue;
    }
    const separate = await t.request({ method: 'GET', url, token: person.token });
    expect(separate.statusCode, `${url}: ${separate.body}`).toBe(200);
    expect(dashboard[member], `${member} as ${url} answers it`).toEqual(separate.json());
  }
  return dashboard;
}

const post = (person: TestUser, url: string, payload?: object) => t.request({ method: 'POST', url, token: person.token, payload });

/** A claim of `referrer`'s code on a new app by `referee`, taken to `status` (the moves a person makes where there are any). */
async function matchIn(status: MatchStatus, referrer: TestUser, referee: TestUser): Promise<string> {
  const app = await t.createApp();
  const code = await t.createCode(referrer.id, app.id);
  const claimed = await post(referee, `/api/referral-codes/claim/${code.id}`);
  expect(claimed.statusCode, claimed.body).toBe(201);
  const id = claimed.json<{ match_id: string }>().match_id;
  if (status === 'CANCELLED') expect((await post(referee, `/api/matches/${id}/cancel`)).statusCode).toBe(200);
  if (status === 'ASSIGNED' || status === 'CANCELLED') return id;
  expect((await post(referee, `/api/matches/${id}/mark-complete`)).statusCode).toBe(200);
  if (status === 'COMPLETED') {
    for (const party of [referee, referrer]) expect((await post(party, `/api/matches/${id}/confirm-receipt`, {})).statusCode).toBe(200);
  }
  if (status === 'CONFIRMED') await t.db.update(matches).set({ status, completedAt: new Date() }).where(eq(matches.id, id));
  return id;
}

/**
 * A member with a bit of everything the dashboard shows: a match in every status in both roles,
 * apps and codes of their own, a code on offer to them, an app they wait for, an app others wait
 * for, reports on either side and unread notifications.
 */
async function busyMember(): Promise<TestUser> {
  const [member, sharer, claimer, waiter] = [await t.createUser(), await t.createUser(), await t.createUser(), await t.createUser()];
  const matchIds: Record<string, string> = {};
  for (const status of MATCH_STATUSES) {
    matchIds[`referee ${status}`] = await matchIn(status, sharer, member);
    matchIds[`referrer ${status}`] = await matchIn(status, member, claimer);
  }
  const owned = await t.createApp();
  expect((await post(member, '/api/user-apps', { app_id: owned.id, owns: true })).statusCode).toBe(201);
  await t.createCode(member.id, owned.id);
  const onOffer = await t.createApp();
  await t.createCode(sharer.id, onOffer.id);
  const nobodyShares = await t.createApp();
  expect((await post(member, '/api/matches/claim', { app_id: nobodyShares.id })).statusCode).toBe(409);
  const wanted = await t.createApp();
  expect((await post(waiter, '/api/matches/claim', { app_id: wanted.id })).statusCode).toBe(409);
  const report = { reason: 'CODE_DID_NOT_WORK', message: 'The app said the code was not valid.' };
  expect((await post(member, `/api/matches/${matchIds['referee ASSIGNED']}/reports`, report)).statusCode).toBe(201);
  expect((await post(claimer, `/api/matches/${matchIds['referrer USER_MARKED_DONE']}/reports`, report)).statusCode).toBe(201);
  await seedNotifications(t, member.id, 3);
  return member;
}

describe('GET /api/dashboard', () => {
  it('answers what each separate call answers, for a new member and a busy one, while paid features are off', async () => {
    await t.setPaidFeatures(false);
    const newcomer = await expectSameAsSeparateCalls(await t.createUser(), { paidFeatures: false });
    expect([...newcomer.matches_active, ...newcomer.matches_finished]).toEqual([]);
    const busy = await expectSameAsSeparateCalls(await busyMember(), { paidFeatures: false });
    const held = (list: Match[]) => new Set(list.map((match) => `${match.role} ${match.status}`));
    expect(held(busy.matches_active)).toEqual(new Set(['referee ASSIGNED', 'referee USER_MARKED_DONE', 'referrer ASSIGNED', 'referrer USER_MARKED_DONE']));
    expect(held(busy.matches_finished).size).toBe(2 * (MATCH_STATUSES.length - ACTIVE_MATCH_STATUSES.length));
    expect(busy.referral_codes_mine.length).toBeGreaterThan(0);
    expect(busy.referral_codes_available_summary.total).toBeGreaterThan(0);
    expect(busy.matches_waiting).toHaveLength(1);
    expect(busy.matches_opportunities.total).toBeGreaterThan(0);
    expect(busy.reports_mine).toHaveLength(2);
    expect(busy.notifications_unread_count.unread_count).toBeGreaterThan(3);
  });

  it('carries the plan while paid features are on, for Free (used up or not) and Premium members', async () => {
    const busy = await busyMember();
    const premium = await busyMember();
    await t.db
      .update(users)
      .set({ subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(users.id, premium.id));
    await t.setPaidFeatures(true);
    try {
      const newcomer = await expectSameAsSeparateCalls(await t.createUser(), { paidFeatures: true });
      expect(newcomer.subscription_status).toMatchObject({ subscription_status: 'FREE', matches_remaining: 3 });
      expect((await expectSameAsSeparateCalls(busy, { paidFeatures: true })).subscription_status).toMatchObject({ subscription_status: 'FREE' });
      expect((await expectSameAsSeparateCalls(premium, { paidFeatures: true })).subscription_status).toMatchObject({ subscription_status: 'PREMIUM' });
    } finally {
      await t.setPaidFeatures(false);
    }
  });

  it('answers every active match and the first page of finished ones, however many there are, and their summary over all of them', async () => {
    const member = await t.createUser();
    const sharer = await t.createUser();
    for (let index = 0; index < 105; index += 1) await matchIn('ASSIGNED', sharer, member);
    for (let index = 0; index < DASHBOARD_FINISHED_PAGE + 1; index += 1) await matchIn('CANCELLED', sharer, member);
    const dashboard = await expectSameAsSeparateCalls(member, { paidFeatures: false });
    expect(dashboard.matches_active).toHaveLength(105);
    expect(dashboard.matches_finished).toHaveLength(DASHBOARD_FINISHED_PAGE);
    // Your Referrals counts the matches not cancelled.
    expect(dashboard.matches_summary.referrals).toEqual({ total: 105, claimed_by_me: 105, claimed_from_me: 0 });
  });

  it('refuses as the separate calls do: no token, a deactivated member, an administrator token', async () => {
    const deactivated = await t.createUser({ isActive: false });
    const admin = await t.createAdmin();
    for (const token of [undefined, deactivated.token, admin.token, 'not-a-token']) {
      const dashboard = await t.request({ method: 'GET', url: '/api/dashboard', ...(token ? { token } : {}) });
      const me = await t.request({ method: 'GET', url: '/api/auth/me', ...(token ? { token } : {}) });
      expect(dashboard.statusCode).toBe(401);
      expect(dashboard.json()).toEqual(me.json());
    }
  });

  it('is never kept by a browser or a proxy', async () => {
    const answer = await dashboardOf(await t.createUser());
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
