import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';

const t = useTestApp();

/**
 * Hundreds of claims at once through the connection pool: whatever interleaving PostgreSQL picks,
 * no code is over-used, every use is a match, and nobody exceeds an app's per-person limit.
 * On the embedded database the claims run one after another, so the same invariants are checked
 * without real contention; on a PostgreSQL server they contend for real.
 */
describe('claims under concurrency', () => {
  it('keeps every limit with 240 simultaneous claims', async () => {
    const limits = [1, 2, null] as const;
    const appsUnderTest = await Promise.all(limits.map((maxUsesPerUser) => t.createApp({ maxUsesPerUser })));
    const people: TestUser[] = [];
    for (let index = 0; index < 40; index += 1) people.push(await t.createUser());
    // The first 15 people share a code for every app (2 or 3 uses each) and also claim.
    for (const [index, person] of people.slice(0, 15).entries()) {
      for (const app of appsUnderTest) await t.createCode(person.id, app.id, { maxUses: 2 + (index % 2) });
    }

    const attempts = Array.from({ length: 240 }, (_, index) => {
      const person = people[index % people.length]!;
      const app = appsUnderTest[index % appsUnderTest.length]!;
      return t.request({ method: 'POST', url: '/api/matches/claim', token: person.token, payload: { app_id: app.id } });
    });
    const responses = await Promise.all(attempts);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    const granted = statuses.filter((status) => status === 201).length;
    expect(granted).toBeGreaterThan(0);

    const appIds = sql.join(
      appsUnderTest.map((app) => sql`${app.id}`),
      sql`, `,
    );
    const overUsed = await queryRows(t.db, sql`SELECT id FROM referral_codes WHERE app_id IN (${appIds}) AND current_uses > max_uses`);
    expect(overUsed).toEqual([]);
    const miscounted = await queryRows(
      t.db,
      sql`SELECT rc.id, rc.current_uses, count(m.id) AS matches FROM referral_codes rc
          LEFT JOIN matches m ON m.referral_code_id = rc.id AND m.status <> 'CANCELLED'
          WHERE rc.app_id IN (${appIds}) GROUP BY rc.id HAVING rc.current_uses <> count(m.id)`,
    );
    expect(miscounted).toEqual([]);
    const overLimit = await queryRows(
      t.db,
      sql`SELECT m.referee_id, m.app_id, count(*) FROM matches m JOIN apps a ON a.id = m.app_id
          WHERE m.app_id IN (${appIds}) AND m.status <> 'CANCELLED' AND a.max_uses_per_user IS NOT NULL
          GROUP BY m.referee_id, m.app_id, a.max_uses_per_user HAVING count(*) > a.max_uses_per_user`,
    );
    expect(overLimit).toEqual([]);
    const ownCodes = await queryRows(t.db, sql`SELECT id FROM matches WHERE app_id IN (${appIds}) AND referee_id = referrer_id`);
    expect(ownCodes).toEqual([]);
    const [total] = await queryRows<{ count: number }>(t.db, sql`SELECT count(*)::int AS count FROM matches WHERE app_id IN (${appIds})`);
    expect(total?.count).toBe(granted);
    const usedMiscounted = await queryRows(
      t.db,
      sql`SELECT u.id FROM users u LEFT JOIN matches m ON m.referee_id = u.id
          WHERE u.id IN (${sql.join(
            people.map((person) => sql`${person.id}`),
            sql`, `,
          )})
          GROUP BY u.id HAVING u.matches_used <> count(m.id)`,
    );
    expect(usedMiscounted).toEqual([]);
    // The catalogue's figures the triggers kept through the contention (migration 0054) are the codes' own.
    const keptMiscounted = await queryRows(
      t.db,
      sql`SELECT kept.app_id FROM (
            SELECT app_id, sum(current_total_uses) AS uses, sum(available_codes) AS available FROM app_offer_figures WHERE app_id IN (${appIds}) GROUP BY app_id) kept
          JOIN (SELECT app_id, sum(current_uses) AS uses, count(*) FILTER (WHERE status IN ('UNUSED', 'ASSIGNED') AND current_uses < max_uses) AS available
                FROM referral_codes WHERE app_id IN (${appIds}) AND status <> 'WITHDRAWN' GROUP BY app_id) codes ON codes.app_id = kept.app_id
          WHERE (kept.uses, kept.available) IS DISTINCT FROM (codes.uses, codes.available)`,
    );
    expect(keptMiscounted).toEqual([]);
  }, 120_000);
});
