import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { matches } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { matchRowFor } from '#server/modules/matches/test-fixtures.ts';
import { expectError, UNKNOWN_ID } from '../test-fixtures.ts';
import { userMetrics } from './metrics.ts';

const t = useTestApp();

async function list(token: string, query: string) {
  const response = await t.request({ method: 'GET', url: `/api/admin/users?${query}`, token });
  expect(response.statusCode).toBe(200);
  return response.json<{ users: any[]; total: number; total_pages: number; page: number; limit: number }>();
}

describe('GET /api/admin/users', () => {
  it('pages 20 at a time, newest first, with total and total_pages', async () => {
    const admin = await t.createAdmin();
    const tag = randomUUID().slice(0, 6);
    for (let index = 0; index < 25; index += 1) {
      await t.createUser({ email: `pager-${tag}-${index}@example.com`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)) });
    }
    const first = await list(admin.token, `search=pager-${tag}`);
    expect(first).toMatchObject({ total: 25, total_pages: 2, page: 1, limit: 20 });
    expect(first.users).toHaveLength(20);
    expect(first.users[0].email).toBe(`pager-${tag}-24@example.com`);
    const second = await list(admin.token, `search=pager-${tag}&page=2`);
    expect(second.users.map((user) => user.email)).toEqual([4, 3, 2, 1, 0].map((index) => `pager-${tag}-${index}@example.com`));
    expect((await list(admin.token, `search=pager-${tag}&page=3`)).users).toEqual([]);
  });

  it('searches e-mail and username in any case, taking % and _ literally', async () => {
    const admin = await t.createAdmin();
    const tag = randomUUID().slice(0, 6);
    const byEmail = await t.createUser({ email: `Needle.${tag}@Example.com` });
    const byName = await t.createUser({ username: `hay_NEEDLE_${tag}` });
    await t.createUser({ email: `needlex${tag}@example.com` });
    const found = await list(admin.token, `search=${encodeURIComponent(`NEEDLE.${tag}`)}`);
    expect(found.users.map((user) => user.id)).toEqual([byEmail.id]);
    const named = await list(admin.token, `search=${encodeURIComponent(`needle_${tag}`)}`);
    expect(named.users.map((user) => user.id)).toEqual([byName.id]);
    expect((await list(admin.token, `search=${encodeURIComponent('%')}`)).total).toBe(0);
    // E-mail and username are searched one at a time: no match runs from the end of one into the other.
    const both = await t.createUser({ email: `tail-${tag}@example.com`, username: `head_${tag}` });
    expect((await list(admin.token, `search=${encodeURIComponent(`head_${tag}`)}`)).users.map((user) => user.id)).toEqual([both.id]);
    expect((await list(admin.token, `search=${encodeURIComponent(`example.com\nhead_${tag}`)}`)).total).toBe(0);
  });

  it('filters by plan and by active state, and combines them with the search', async () => {
    const admin = await t.createAdmin();
    const tag = randomUUID().slice(0, 6);
    const premium = await t.createUser({ email: `filter-${tag}-p@example.com`, subscriptionStatus: 'PREMIUM' });
    const inactive = await t.createUser({ email: `filter-${tag}-i@example.com`, isActive: false });
    const plain = await t.createUser({ email: `filter-${tag}-f@example.com` });
    // A Premium month that has run out is Free, in the filter as in the row.
    const lapsed = await t.createUser({
      email: `filter-${tag}-l@example.com`,
      subscriptionStatus: 'PREMIUM',
      subscriptionExpiresAt: new Date('2020-01-01T00:00:00Z'),
    });
    const ids = async (query: string) => (await list(admin.token, `search=filter-${tag}&${query}`)).users.map((user) => user.id).sort();
    expect(await ids('subscription_status=PREMIUM')).toEqual([premium.id]);
    expect(await ids('is_active=false')).toEqual([inactive.id]);
    expect(await ids('is_active=true&subscription_status=FREE')).toEqual([plain.id, lapsed.id].sort());
    const lapsedRow = (await list(admin.token, `search=filter-${tag}-l`)).users[0];
    expect(lapsedRow).toMatchObject({ subscription_status: 'FREE', subscription_expires_at: null });
  });

  it('answers each user with their referral and match counts, and marks the caller', async () => {
    const admin = await t.createAdmin();
    const app = await t.createApp();
    const [referrer, referee] = [await t.createUser(), await t.createUser()];
    const code = await t.createCode(referrer.id, app.id);
    const base = matchRowFor(app, code, referrer.id, referee.id);
    await t.db.insert(matches).values([
      { ...base, status: 'COMPLETED' },
      { ...base, status: 'CANCELLED' },
    ]);
    const [row] = (await list(admin.token, `search=${referrer.username}`)).users;
    expect(row).toMatchObject({ id: referrer.id, total_referrals: 1, total_matches: 1, is_self: false, subscription_status: 'FREE', is_active: true });
    const [refereeRow] = (await list(admin.token, `search=${referee.username}`)).users;
    expect(refereeRow).toMatchObject({ total_referrals: 0, total_matches: 1 });
    expect((await list(admin.token, `search=${admin.username}`)).users[0].is_self).toBe(true);
  });

  it.each([
    ['page=0', 'Page must be at least 1'],
    ['limit=500', 'Limit must be at most 100'],
    ['page=two', 'Page must be a number'],
    ['subscription_status=GOLD', 'Subscription status must be FREE or PREMIUM'],
    ['is_active=maybe', 'Is active must be true or false'],
  ])('refuses ?%s with 422 "%s"', async (query, detail) => {
    const admin = await t.createAdmin();
    expectError(await t.request({ method: 'GET', url: `/api/admin/users?${query}`, token: admin.token }), 422, detail);
  });
});

describe('GET /api/admin/users/metrics', () => {
  it('counts total, active, premium and new this month (from midnight on the 1st, UK time)', async () => {
    const admin = await t.createAdmin();
    const july = new Date('2026-07-15T12:00:00Z');
    const before = await userMetrics(t.db, july);
    await t.createUser({ createdAt: new Date('2026-06-30T23:30:00Z'), subscriptionStatus: 'PREMIUM' }); // 00:30 on 1 July in London
    await t.createUser({ createdAt: new Date('2026-06-30T22:30:00Z'), isActive: false }); // 23:30 on 30 June in London
    await t.createUser({ createdAt: new Date('2026-05-01T12:00:00Z'), subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: new Date('2026-06-01T12:00:00Z') }); // lapsed: not Premium
    const after = await userMetrics(t.db, july);
    expect(after).toEqual({
      total_users: before.total_users + 3,
      active_users: before.active_users + 2,
      new_signups_this_month: before.new_signups_this_month + 1,
      premium_users: before.premium_users + 1,
    });
    const response = await t.request({ method: 'GET', url: '/api/admin/users/metrics', token: admin.token });
    expect(response.json()).toEqual({
      total_users: expect.any(Number),
      active_users: expect.any(Number),
      new_signups_this_month: expect.any(Number),
      premium_users: expect.any(Number),
    });
    expect(response.json().total_users).toBe(after.total_users);
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('answers the user with activity summary, referral codes and matches', async () => {
    const admin = await t.createAdmin();
    const app = await t.createApp({ name: `Details ${randomUUID().slice(0, 6)}` });
    const referrer = await t.createUser({ createdAt: new Date(Date.now() - 10 * 24 * 60 * 60 * 1000) });
    const referee = await t.createUser();
    const code = await t.createCode(referrer.id, app.id, { currentUses: 2, status: 'ASSIGNED' });
    const base = matchRowFor(app, code, referrer.id, referee.id);
    await t.db.insert(matches).values([
      { ...base, status: 'COMPLETED' },
      { ...base, status: 'ASSIGNED' },
    ]);

    const response = await t.request({ method: 'GET', url: `/api/admin/users/${referrer.id}`, token: admin.token });
    expect(response.statusCode).toBe(200);
    const details = response.json();
    expect(details).toMatchObject({
      id: referrer.id,
      email: referrer.email,
      total_referrals: 2,
      activity_summary: { total_referral_codes: 1, successful_referrals: 1, total_matches: 2, completed_matches: 1, account_age_days: 10 },
      referral_codes: [{ id: code.id, app_name: app.name, code: code.code, status: 'ASSIGNED', current_uses: 2, max_uses: 5 }],
    });
    expect(details.matches).toHaveLength(2);
    expect(details.matches[0]).toMatchObject({ app_name: app.name, role: 'referrer', counterpart_email: referee.email });
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await t.createAdmin();
    expectError(await t.request({ method: 'GET', url: `/api/admin/users/${UNKNOWN_ID}`, token: admin.token }), 404, 'There is no user with that id');
  });
});
