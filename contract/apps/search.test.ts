import { describe, expect, it } from 'vitest';
import { foldForSearch, tidySearch } from '../shared/search.ts';
import { appMatchesSearch, narrowsOrSorts, selectApps } from './search.ts';
import type { AppCategory, RewardFields } from './rules.ts';

const NONE: RewardFields = {
  referrer_reward_amount_pence: null,
  referee_reward_amount_pence: null,
  referrer_reward_min_pence: null,
  referrer_reward_max_pence: null,
  referee_reward_min_pence: null,
  referee_reward_max_pence: null,
  qualifying_spend_amount_pence: null,
};
const app = (name: string, category: AppCategory, createdAt: string, rewards: Partial<RewardFields> = {}, description = `${name} is an app.`) => ({
  ...NONE,
  ...rewards,
  name,
  description,
  category,
  created_at: createdAt,
});

describe('folding for search', () => {
  it('drops accents and case, and spells out the letters that have no decomposition', () => {
    expect(foldForSearch('Crédit Agricole')).toBe('credit agricole');
    expect(foldForSearch('ŒUVRE Straße Ørsted Łódź')).toBe('oeuvre strasse orsted lodz');
    expect(tidySearch('  mon \t  zo  ')).toBe('mon zo');
  });

  it('finds the words in the name or the description, never across the two', () => {
    const bank = app('Crédit Union', 'banking', '2025-01-01T00:00:00.000Z', {}, 'Savings with a bonus.');
    expect(appMatchesSearch(bank, 'CREDIT')).toBe(true);
    expect(appMatchesSearch(bank, ' with  a ')).toBe(true);
    expect(appMatchesSearch(bank, 'union savings')).toBe(false);
    expect(appMatchesSearch(bank, '   ')).toBe(true);
  });
});

describe('choosing and ordering apps', () => {
  const apps = [
    app('Bank', 'banking', '2025-01-03T00:00:00.000Z', { referee_reward_amount_pence: 2500 }),
    app('Cashback', 'shopping', '2025-01-02T00:00:00.000Z', { referee_reward_amount_pence: 0, referee_reward_min_pence: 500, referee_reward_max_pence: 4000 }),
    app('Crédit', 'banking', '2025-01-01T00:00:00.000Z', { referee_reward_amount_pence: 1000 }),
    app('Savings', 'banking', '2025-01-04T00:00:00.000Z', { referee_reward_amount_pence: 2500 }),
  ];
  const names = (chosen: { name: string }[]) => chosen.map((one) => one.name);

  it('filters by category and search, sorts by the top reward or age, and keeps the order by name among equals', () => {
    expect(names(selectApps(apps, {}))).toEqual(['Bank', 'Cashback', 'Crédit', 'Savings']);
    expect(names(selectApps(apps, { category: 'banking', search: 'CRED' }))).toEqual(['Crédit']);
    expect(names(selectApps(apps, { sort: 'reward' }))).toEqual(['Cashback', 'Bank', 'Savings', 'Crédit']);
    expect(names(selectApps(apps, { sort: 'newest' }))).toEqual(['Savings', 'Bank', 'Cashback', 'Crédit']);
    expect(names(apps)).toEqual(['Bank', 'Cashback', 'Crédit', 'Savings']);
  });

  it('counts the order by name, a blank search and no category as asking nothing', () => {
    expect(narrowsOrSorts({})).toBe(false);
    expect(narrowsOrSorts({ sort: 'name', search: '' })).toBe(false);
    expect(narrowsOrSorts({ sort: 'rating' })).toBe(true);
    expect(narrowsOrSorts({ category: 'food' })).toBe(true);
    expect(narrowsOrSorts({ search: 'mon' })).toBe(true);
  });
});
