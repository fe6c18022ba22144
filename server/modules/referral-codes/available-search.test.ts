import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refereeRewardTopPence, type AppCategory } from '#contract/apps/rules.ts';
import { appMatchesSearch, OFFER_SORTS, type OfferFilters } from '#contract/apps/search.ts';
import type { AvailableReferralCode } from '#contract/referral-codes/schema.ts';
import type { apps } from '#server/db/schema.ts';
import { trackRecords } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { availableCodesStatement } from './available.ts';

const t = useTestApp();

const offersFor = async (token: string, query: string) => {
  const response = await t.request({ method: 'GET', url: `/api/referral-codes/available${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<AvailableReferralCode[]>();
};

const descending = (value: number | null) => (value === null ? Number.NEGATIVE_INFINITY : value);

/**
 * The offers these filters keep, in their order, worked out in TypeScript from the whole list (which
 * comes by app name): the oracle the database's answer must equal.
 */
function expectedOffers(all: AvailableReferralCode[], filters: OfferFilters, createdAt: Map<string, number>, limit: number): AvailableReferralCode[] {
  const kept = all.filter(
    (offer) => (!filters.category || offer.app.category === filters.category) && (!filters.search || appMatchesSearch(offer.app, filters.search)),
  );
  const highestFirst = (x: number, y: number) => (x === y ? 0 : x > y ? -1 : 1);
  const by = (key: (offer: AvailableReferralCode) => number) => kept.sort((a, b) => highestFirst(key(a), key(b)));
  if (filters.sort === 'reward') by((offer) => refereeRewardTopPence(offer.app));
  if (filters.sort === 'newest') by((offer) => createdAt.get(offer.app_id)!);
  if (filters.sort === 'rating') {
    by((offer) => descending(offer.owner.track_record.rating));
    by((offer) => descending(offer.owner.track_record.completion_rate));
  }
  return kept.slice(0, limit);
}

describe('GET /api/referral-codes/available with a search, a category and a sort', () => {
  it('keeps and orders the offers as the rules in TypeScript do, before the limit', async () => {
    const caller = await t.createUser();
    const [proven, rated, unproven] = [await t.createUser(), await t.createUser(), await t.createUser()];
    // Completion rates 0.75 and 1 (rated 4.3 and 3.0); the third has no rate yet but a rating of 5.
    await t.db.insert(trackRecords).values([
      { userId: proven.id, referrerCompleted: 3, referrerEnded: 4, ratingSum: 13, ratingCount: 3 },
      { userId: rated.id, referrerCompleted: 3, referrerEnded: 3, ratingSum: 9, ratingCount: 3 },
      { userId: unproven.id, referrerCompleted: 1, referrerEnded: 1, ratingSum: 5, ratingCount: 1 },
    ]);
    const day = (n: number) => new Date(Date.UTC(2025, 0, n));
    const made: [string, AppCategory, string, Partial<typeof apps.$inferInsert>, string][] = [
      ['Qoppa Crédit Union', 'banking', 'Savings with a bonus.', { refereeRewardAmountPence: 1000 }, proven.id],
      [
        'Qoppa Cashback',
        'shopping',
        'Money back at partner shops, no CREDIT card needed.',
        { refereeRewardAmountPence: 0, refereeRewardMinPence: 500, refereeRewardMaxPence: 4000 },
        rated.id,
      ],
      ['Qoppa Bank', 'banking', 'A current account.', { refereeRewardAmountPence: 2500 }, unproven.id],
      ['Qoppa Rides', 'ride', 'Cabs across town.', { refereeRewardAmountPence: null }, rated.id],
      ['Straße Savings', 'banking', 'An ISA.', { refereeRewardAmountPence: 2500 }, proven.id],
      ['Untouched Offer', 'food', 'Meals.', { refereeRewardAmountPence: 100 }, caller.id],
    ];
    const createdAt = new Map<string, number>();
    for (const [index, [name, category, description, rewards, sharer]] of made.entries()) {
      const app = await t.createApp({ name, category, description, ...rewards, createdAt: day(index + 1) });
      createdAt.set(app.id, app.createdAt.getTime());
      await t.createCode(sharer, app.id);
    }

    const all = await offersFor(caller.token, '?limit=100');
    expect(all.map((offer) => offer.app.name)).toEqual(['Qoppa Bank', 'Qoppa Cashback', 'Qoppa Crédit Union', 'Qoppa Rides', 'Straße Savings']);
    for (const search of [undefined, 'qoppa', 'CRÉDIT', ' strasse ', 'union savings']) {
      for (const category of [undefined, 'banking', 'shopping'] as const) {
        for (const sort of [undefined, ...OFFER_SORTS]) {
          for (const limit of [100, 2]) {
            const query = new URLSearchParams({ limit: String(limit) });
            if (search !== undefined) query.set('search', search);
            if (category) query.set('category', category);
            if (sort) query.set('sort', sort);
            const answer = await offersFor(caller.token, `?${query}`);
            expect(answer, `?${query}`).toEqual(expectedOffers(structuredClone(all), { search, category, sort }, createdAt, limit));
          }
        }
      }
    }
    // What the oracle is meant to say, spelled out once.
    const names = async (query: string) => (await offersFor(caller.token, query)).map((offer) => offer.app.name);
    expect(await names('?sort=reward')).toEqual(['Qoppa Cashback', 'Qoppa Bank', 'Straße Savings', 'Qoppa Crédit Union', 'Qoppa Rides']);
    expect(await names('?sort=rating')).toEqual(['Qoppa Cashback', 'Qoppa Rides', 'Qoppa Crédit Union', 'Straße Savings', 'Qoppa Bank']);
    expect(await names('?sort=newest&limit=2')).toEqual(['Straße Savings', 'Qoppa Rides']);
    expect(await names('?search=credit&category=banking')).toEqual(['Qoppa Crédit Union']);
    expect(await names('?search=%25')).toEqual([]);
  });

  it('answers exactly as without them when none narrows or sorts', async () => {
    const [caller, sharer] = [await t.createUser(), await t.createUser()];
    for (const name of ['Plain One', 'Plain Two']) await t.createCode(sharer.id, (await t.createApp({ name })).id);
    const bare = await t.request({ method: 'GET', url: '/api/referral-codes/available', token: caller.token });
    for (const query of ['?sort=name', '?search=%20', '?search=&limit=50']) {
      const answer = await t.request({ method: 'GET', url: `/api/referral-codes/available${query}`, token: caller.token });
      expect(answer.body).toBe(bare.body);
    }
  });

  it.each([
    ['?category=savings', 'Category must be one of banking, investing, crypto, shopping, ride, food, streaming, other'],
    ['?sort=best', 'Sort must be one of reward, name, newest, rating'],
    [`?search=${'a'.repeat(101)}`, 'Search must be at most 100 characters long'],
    ['?search=a&search=b', 'Search must be text'],
  ])('refuses %s with 422 and a sentence', async (query, detail) => {
    const caller = await t.createUser();
    const response = await t.request({ method: 'GET', url: `/api/referral-codes/available${query}`, token: caller.token });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: expect.stringContaining(detail) });
  });

  it('needs a token, filtered or not', async () => {
    const response = await t.request({ method: 'GET', url: '/api/referral-codes/available?search=mon&category=banking&sort=rating' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('detail');
  });
});

describe('the search on a large catalogue', () => {
  it('finds its apps through the trigram index, with the query as the route runs it', async () => {
    const caller = await t.createUser();
    await t.db.execute(sql`
      INSERT INTO apps (name, description, app_url, category)
      SELECT 'Bulk App ' || n, 'Description number ' || n, 'https://example.com', 'other' FROM generate_series(1, 3000) AS n`);
    await t.db.execute(sql`ANALYZE apps`);
    const { text, params } = availableCodesStatement({ search: 'credit', category: 'banking', sort: 'reward' });
    const client = t.database.client as { query: (text: string, params: unknown[]) => Promise<{ rows: { 'QUERY PLAN': string }[] }> };
    const plan = (await client.query(`EXPLAIN ${text}`, [caller.id, 50, ...params])).rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Bitmap Index Scan on apps_search_trgm_idx/);
    expect(plan).not.toMatch(/Seq Scan on apps/);
  });
});
