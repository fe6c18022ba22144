import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/helper.ts';

const t = useTestApp();

const get = (query = '') => t.request({ method: 'GET', url: `/api/public/apps${query}` });

/** The names listed for this query, of the apps this file made. */
async function names(query: string): Promise<string[]> {
  const response = await get(query);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<{ name: string }[]>().flatMap((app) => (app.name.startsWith('Qoppa') ? [app.name] : []));
}

describe('GET /api/public/apps with a search, a category and a sort', () => {
  it('searches names and descriptions in any case with or without accents, filters by category and sorts', async () => {
    const day = (n: number) => new Date(Date.UTC(2025, 0, n));
    await t.createApp({
      name: 'Qoppa Crédit Union',
      category: 'banking',
      description: 'Savings with a bonus.',
      refereeRewardAmountPence: 1000,
      createdAt: day(1),
    });
    await t.createApp({
      name: 'Qoppa Cashback',
      category: 'shopping',
      description: 'Money back at partner shops, no CREDIT card needed (100% free).',
      refereeRewardAmountPence: 0,
      refereeRewardMinPence: 500,
      refereeRewardMaxPence: 4000,
      createdAt: day(2),
    });
    await t.createApp({ name: 'Qoppa Bank', category: 'banking', description: 'A current account.', refereeRewardAmountPence: 2500, createdAt: day(3) });
    await t.createApp({ name: 'Qoppa Rides', category: 'ride', description: 'Cabs across town.', refereeRewardAmountPence: null, createdAt: day(4) });
    await t.createApp({ name: 'Qoppa Closed', category: 'banking', description: 'Credit.', isActive: false });

    const byName = ['Qoppa Bank', 'Qoppa Cashback', 'Qoppa Crédit Union', 'Qoppa Rides'];
    expect(await names('')).toEqual(byName);
    expect(await names('?search=credit')).toEqual(['Qoppa Cashback', 'Qoppa Crédit Union']);
    expect(await names('?search=CR%C3%89DIT')).toEqual(['Qoppa Cashback', 'Qoppa Crédit Union']);
    expect(await names('?search=%20%20qoppa%20%20%20bank%20')).toEqual(['Qoppa Bank']);
    expect(await names('?search=qoppa&category=banking')).toEqual(['Qoppa Bank', 'Qoppa Crédit Union']);
    expect(await names('?category=ride')).toEqual(['Qoppa Rides']);
    // A range counts by its top (£40), no reward at all as nothing.
    expect(await names('?sort=reward')).toEqual(['Qoppa Cashback', 'Qoppa Bank', 'Qoppa Crédit Union', 'Qoppa Rides']);
    expect(await names('?sort=newest')).toEqual(['Qoppa Rides', 'Qoppa Bank', 'Qoppa Cashback', 'Qoppa Crédit Union']);
    expect(await names('?search=qoppa&category=banking&sort=reward')).toEqual(['Qoppa Bank', 'Qoppa Crédit Union']);
    // No match runs from a name into its description; the search's own signs are taken as they are.
    expect(await names('?search=union%20savings')).toEqual([]);
    expect(await names('?search=100%25')).toEqual(['Qoppa Cashback']);
    expect(await names('?search=_')).toEqual([]);
    expect(await names('?search=zzzz-nothing')).toEqual([]);
  });

  it('answers exactly as without them when none narrows or sorts: no search, a blank one, or the order by name', async () => {
    await t.createApp({ name: 'Qoppa Plain' });
    const bare = await get();
    for (const query of ['?sort=name', '?search=%20%20', '?search=', `?_=${Date.now()}`]) {
      const answer = await get(query);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(bare.body);
    }
    // A filtered answer is the same apps' JSON as the whole catalogue's.
    const everything = bare.json<{ id: string }[]>();
    const filtered = (await get('?search=qoppa%20plain')).json<{ id: string }[]>();
    expect(filtered).toEqual(everything.filter((app) => filtered.some((kept) => kept.id === app.id)));
    expect(filtered).toHaveLength(1);
  });

  it.each([
    ['?category=savings', 'Category must be one of banking, investing, crypto, shopping, ride, food, streaming, other'],
    ['?sort=rating', 'Sort must be one of reward, name, newest'],
    ['?sort=', 'Sort must be one of reward, name, newest'],
    [`?search=${'a'.repeat(101)}`, 'Search must be at most 100 characters long'],
    ['?search=a&search=b', 'Search must be text'],
  ])('refuses %s with 422 and a sentence', async (query, detail) => {
    const response = await get(query);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: expect.stringContaining(detail) });
  });

  it('takes a search of 100 characters, counted once its spaces are tidied', async () => {
    expect((await get(`?search=${'a'.repeat(100)}`)).statusCode).toBe(200);
    expect((await get(`?search=${encodeURIComponent(`   ${'a'.repeat(100)}   `)}`)).statusCode).toBe(200);
  });
});
