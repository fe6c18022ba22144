import { describe, expect, it } from 'vitest';
import { readCatalogue } from '#server/db/seed/catalogue.ts';
import { completenessOf, confidenceOf, currencyOf } from './confidence.ts';
import { curatedProvider, readProgrammes, type Programme } from './curated.ts';

const NOW = new Date('2026-06-01T12:00:00Z');

const complete: Programme = {
  name: 'Complete Co',
  description: 'Everything known',
  category: 'banking',
  app_url: 'https://complete.example.com',
  offer_url: 'https://complete.example.com/refer',
  referrer_reward_amount_pence: 1000,
  referee_reward_amount_pence: 1000,
  reward_waiting_period_days: 30,
  offer_expiry_days: 30,
  requires_referral_code: true,
  terms_conditions: 'New customers only.',
  last_checked: '2026-05-01',
};

describe('the curated programmes file', () => {
  it('holds at least 40 valid UK programmes, none of them already in the seeded catalogue', async () => {
    const programmes = readProgrammes();
    expect(programmes.length).toBeGreaterThanOrEqual(40);
    const catalogue = new Set((await readCatalogue()).map((entry) => entry.name.toLowerCase()));
    expect(programmes.filter((entry) => catalogue.has(entry.name.toLowerCase()))).toEqual([]);
    expect(new Set(programmes.map((entry) => entry.name.toLowerCase())).size).toBe(programmes.length);
    for (const entry of programmes) {
      expect(entry.description.length).toBeGreaterThan(20);
      expect(entry.app_url).toMatch(/^https:\/\//);
    }
  });
});

describe('confidence', () => {
  it('is 1 for complete data checked in the last 90 days', () => {
    expect(confidenceOf(complete, NOW)).toBe(1);
  });

  it('drops with missing facts and with age, and stays between 0 and 1', () => {
    const sparse = { ...complete, offer_url: null, terms_conditions: null, reward_waiting_period_days: null, offer_expiry_days: null };
    expect(completenessOf(sparse)).toBeCloseTo(2 / 6);
    expect(currencyOf('2025-06-01', NOW)).toBeCloseTo(1 - (365 - 90) / (730 - 90));
    expect(currencyOf('2023-01-01', NOW)).toBe(0);
    expect(confidenceOf({ ...sparse, last_checked: '2023-01-01' }, NOW)).toBe(0.2);
    for (const entry of readProgrammes()) {
      const confidence = confidenceOf(entry, NOW);
      expect(confidence).toBeGreaterThanOrEqual(0);
      expect(confidence).toBeLessThanOrEqual(1);
    }
  });
});

describe('the curated provider', () => {
  it('proposes the most confident programmes first, skipping known names whatever their case', async () => {
    const stale = { ...complete, name: 'Stale Co', last_checked: '2024-01-01' };
    const fresh = { ...complete, name: 'Fresh Co' };
    const known = { ...complete, name: 'Known Co' };
    const provider = curatedProvider([stale, known, fresh], () => NOW);
    const found = await provider.discover({ exclude: ['KNOWN CO'], limit: 5 });
    expect(found.map((candidate) => [candidate.name, candidate.confidence])).toEqual([
      ['Fresh Co', 1],
      ['Stale Co', 0.6],
    ]);
    expect(await provider.discover({ exclude: [], limit: 1 })).toHaveLength(1);
  });
});
