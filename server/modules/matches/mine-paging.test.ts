import { describe, expect, it } from 'vitest';
import { ACTIVE_MATCH_STATUSES, MATCH_LIST_STATES, MATCH_STATUS_ORDER, type MatchRole, type MatchStatus } from '#contract/matches/rules.ts';
import type { Match } from '#contract/matches/schema.ts';
import { matches } from '#server/db/schema.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';
import { offerTermsOf } from './offer-terms.ts';

const t = useTestApp();

type Listed = { id: string; status: MatchStatus; role: MatchRole; updatedAt: Date };

/** The spec's order, written out here as the oracle: status rank, newest change first, then id. */
function inSpecOrder(listed: Listed[]): string[] {
  return listed
    .toSorted(
      (a, b) =>
        MATCH_STATUS_ORDER[a.status] - MATCH_STATUS_ORDER[b.status] ||
        b.updatedAt.getTime() - a.updatedAt.getTime() ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .map((one) => one.id);
}

/**
 * 17 matches of `me`'s in both roles and every status, inserted as rows; several changed at the
 * same instant, so only the id tells them apart, and confirmed and cancelled ones interleaved.
 */
async function history(me: TestUser, other: TestUser): Promise<Listed[]> {
  const app = await t.createApp();
  const at = (minutesAgo: number) => new Date(Date.parse('2026-10-25T00:30:00Z') - minutesAgo * 60_000);
  const plan: [MatchStatus, MatchRole, number][] = [
    ['ASSIGNED', 'referee', 5],
    ['ASSIGNED', 'referrer', 5],
    ['USER_MARKED_DONE', 'referrer', 9],
    ['USER_MARKED_DONE', 'referee', 1],
    ['COMPLETED', 'referee', 30],
    ['COMPLETED', 'referrer', 30],
    ['COMPLETED', 'referee', 30],
    ['COMPLETED', 'referrer', 30],
    ['COMPLETED', 'referee', 2],
    ['CONFIRMED', 'referee', 40],
    ['CANCELLED', 'referrer', 41],
    ['CONFIRMED', 'referrer', 42],
    ['CANCELLED', 'referee', 42],
    ['CANCELLED', 'referee', 42],
    ['CANCELLED', 'referrer', 3],
    ['CANCELLED', 'referee', 60],
    ['CONFIRMED', 'referee', 61],
  ];
  const rows = await t.db
    .insert(matches)
    .values(
      plan.map(([status, role, minutesAgo]) => ({
        appId: app.id,
        referrerId: role === 'referrer' ? me.id : other.id,
        refereeId: role === 'referee' ? me.id : other.id,
        status,
        code: 'CODE',
        referralLink: 'https://refer.example/invite/CODE',
        termsAtClaim: offerTermsOf(app),
        updatedAt: at(minutesAgo),
      })),
    )
    .returning({ id: matches.id, status: matches.status, refereeId: matches.refereeId, updatedAt: matches.updatedAt });
  return rows.map((row) => ({ ...row, role: row.refereeId === me.id ? 'referee' : 'referrer' }));
}

const get = (user: TestUser, query: string) => t.request({ method: 'GET', url: `/api/matches/mine?${query}`, token: user.token });

describe('GET /api/matches/mine?page=', () => {
  it('pages through the whole history in the spec order, none twice or missed, with the total; past the end []', async () => {
    const [me, other] = [await t.createUser(), await t.createUser()];
    const listed = await history(me, other);

    for (const role of [undefined, 'referee', 'referrer'] as const) {
      const mine = role ? listed.filter((one) => one.role === role) : listed;
      const expected = inSpecOrder(mine);
      const roleQuery = role ? `&role=${role}` : '';
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 5); page += 1) {
        const answer = await get(me, `page=${page}&limit=5${roleQuery}`);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['x-total-count'], `${role ?? 'both'}, page ${page}`).toBe(String(expected.length));
        const ids = answer.json<Match[]>().map((one) => one.id);
        expect(ids, `${role ?? 'both'}, page ${page}`).toEqual(expected.slice((page - 1) * 5, page * 5));
        seen.push(...ids);
      }
      expect(seen).toEqual(expected);
      expect(new Set(seen).size).toBe(mine.length);

      const pastTheEnd = await get(me, `page=${Math.ceil(expected.length / 5) + 1}&limit=5${roleQuery}`);
      expect(pastTheEnd.statusCode).toBe(200);
      expect(pastTheEnd.body).toBe('[]');
      expect(pastTheEnd.headers['x-total-count']).toBe(String(expected.length));
    }
  });

  it('answers as before without page: the newest `limit`, no total; page 1 is the same list', async () => {
    const [me, other] = [await t.createUser(), await t.createUser()];
    const expected = inSpecOrder(await history(me, other));

    const whole = await get(me, '');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['x-total-count']).toBeUndefined();
    expect(whole.json<Match[]>().map((one) => one.id)).toEqual(expected);

    const newest = await get(me, 'limit=5');
    expect(newest.headers['x-total-count']).toBeUndefined();
    expect(newest.json<Match[]>().map((one) => one.id)).toEqual(expected.slice(0, 5));
    expect((await get(me, 'page=1&limit=5')).body).toBe(newest.body);
    expect((await get(me, 'page=1')).body).toBe(whole.body);
  });

  it('with state=, pages through only the active or only the finished matches, in the same order, with their total', async () => {
    const [me, other] = [await t.createUser(), await t.createUser()];
    const listed = await history(me, other);
    for (const state of MATCH_LIST_STATES) {
      for (const role of [undefined, 'referee', 'referrer'] as const) {
        const inState = listed.filter((one) => ACTIVE_MATCH_STATUSES.includes(one.status) === (state === 'active'));
        const expected = inSpecOrder(role ? inState.filter((one) => one.role === role) : inState);
        const query = `state=${state}${role ? `&role=${role}` : ''}`;
        const seen: string[] = [];
        for (let page = 1; page <= Math.ceil(expected.length / 3) + 1; page += 1) {
          const answer = await get(me, `${query}&page=${page}&limit=3`);
          expect(answer.statusCode).toBe(200);
          expect(answer.headers['x-total-count'], `${query}, page ${page}`).toBe(String(expected.length));
          seen.push(...answer.json<Match[]>().map((one) => one.id));
        }
        expect(seen, query).toEqual(expected);
        expect(
          (await get(me, query)).json<Match[]>().map((one) => one.id),
          `${query} without a page`,
        ).toEqual(expected);
      }
    }
    const refused = await get(me, 'state=done');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ detail: string }>().detail).toContain('State must be one of active, finished');
  });

  it('answers a page of someone with no matches as [] with a total of 0', async () => {
    const nobody = await t.createUser();
    const answer = await get(nobody, 'page=1');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('[]');
    expect(answer.headers['x-total-count']).toBe('0');
  });

  it('refuses a page that is not a whole number from 1 with 422 and says why', async () => {
    const me = await t.createUser();
    const refusals: [string, string][] = [
      ['0', 'Page must be at least 1'],
      ['-1', 'Page must be at least 1'],
      ['', 'Page must be at least 1'],
      ['two', 'Page must be a number'],
      ['1.5', 'Page must be a whole number'],
      ['100001', 'Page must be at most 100000'],
    ];
    for (const [page, detail] of refusals) {
      const answer = await get(me, `page=${encodeURIComponent(page)}`);
      expect(answer.statusCode, `page=${page}`).toBe(422);
      expect(answer.json<{ detail: string }>().detail, `page=${page}`).toContain(detail);
    }
  });

  it('asks for a token', async () => {
    const answer = await t.request({ method: 'GET', url: '/api/matches/mine?page=2' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ detail: expect.any(String) });
  });
});
