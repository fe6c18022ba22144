import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUserList, type AdminUserList } from '#contract/admin/users/schema.ts';
import { users } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { NO_MATCHES, toAdminUserDto } from './dto.ts';
import { matchCountsFor } from './match-counts.ts';

const t = useTestApp();

describe('GET /api/admin/users as the database writes it', () => {
  it('equals toAdminUserDto of the same users, with their match counts and plans, searched or not', async () => {
    const admin = await t.createAdmin();
    const tag = `jsonlist${Date.now().toString(36)}`;
    const day = 86_400_000;
    const people = [
      await t.createUser({ email: `${tag}.free@example.com`, name: 'Zoë “Q” \\ 😀', lastLoginAt: new Date('2026-03-29T01:00:00.001Z') }),
      await t.createUser({ email: `${tag}.premium@example.com`, subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: new Date(Date.now() + 30 * day) }),
      await t.createUser({
        email: `${tag}.lapsed@example.com`,
        subscriptionStatus: 'PREMIUM',
        subscriptionExpiresAt: new Date(Date.now() - day),
        isActive: false,
      }),
      await t.createUser({ email: `${tag}.forever@example.com`, subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: null, username: `${tag}_forever` }),
    ];
    // Matches both ways, one of them cancelled (not counted); the deactivated person's claim is refused.
    const app = await t.createApp({ maxUsesPerUser: null });
    const code = await t.createCode(people[0]!.id, app.id);
    for (const referee of people.slice(1, 3)) await t.request({ method: 'POST', url: `/api/referral-codes/claim/${code.id}`, token: referee.token });
    const other = await t.createApp();
    const theirs = await t.createCode(people[1]!.id, other.id);
    const claimed = await t.request({ method: 'POST', url: `/api/referral-codes/claim/${theirs.id}`, token: people[0]!.token });
    await t.request({ method: 'POST', url: `/api/matches/${claimed.json<{ match_id: string }>().match_id}/cancel`, token: people[0]!.token });

    for (const query of [
      `search=${tag}`,
      `search=${tag}&limit=2&page=2`,
      `search=${tag}&is_active=true`,
      `search=${tag}&subscription_status=PREMIUM`,
      'limit=3',
      'page=2&limit=2',
      `search=${tag}&page=9`,
    ]) {
      const answer = await t.request({ method: 'GET', url: `/api/admin/users?${query}`, token: admin.token });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = answer.json<AdminUserList>();
      expect(adminUserList.parse(body)).toEqual(body);
      const ids = body.users.map((user) => user.id);
      const rows = ids.length === 0 ? [] : await t.db.select().from(users).where(inArray(users.id, ids));
      const counts = await matchCountsFor(t.db, ids);
      const byId = new Map(rows.map((row) => [row.id, toAdminUserDto(row, counts.get(row.id) ?? NO_MATCHES, admin.id)]));
      expect(body.users, query).toEqual(ids.map((id) => byId.get(id)));
    }
    const searched = (await t.request({ method: 'GET', url: `/api/admin/users?search=${tag}`, token: admin.token })).json<AdminUserList>();
    expect(searched).toMatchObject({ total: 4, total_pages: 1, page: 1, limit: 20 });
    expect(searched.users.map((user) => [user.subscription_status, user.total_referrals, user.total_matches])).toEqual([
      ['PREMIUM', 0, 0],
      ['FREE', 0, 0],
      ['PREMIUM', 0, 1],
      ['FREE', 1, 1],
    ]);
    const self = (await t.request({ method: 'GET', url: '/api/admin/users?limit=50', token: admin.token })).json<AdminUserList>();
    expect(self.users.filter((user) => user.is_self).map((user) => user.id)).toEqual([admin.id]);
  });
});
