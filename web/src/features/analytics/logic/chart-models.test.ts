import { describe, expect, it } from 'vitest';
import { claimsModel, daysModel, funnelModel, rewardsPerAppModel, rewardsPerMonthModel } from './chart-models.ts';
import { exampleSummary } from './example-summary.ts';

const figures = exampleSummary(new Date('2026-07-01T12:00:00Z')).as_referrer;

describe('what each chart and its table show', () => {
  it('claims per week: one column per week, by its Monday', () => {
    const model = claimsModel(figures);
    expect(model.categories).toHaveLength(12);
    expect(model.categories.at(-1)).toBe('29 Jun');
    expect(model.series).toEqual([{ name: 'Claims', values: figures.claims_per_week.map((week) => week.claims) }]);
    expect(model.format(6)).toBe('6');
  });

  it('the funnel: a series per stage, in the funnel’s order', () => {
    const model = funnelModel(figures);
    expect(model.categories).toEqual(['Example Bank', 'Sample Invest', 'Demo Shop']);
    expect(model.series.map((series) => [series.name, series.values[0]])).toEqual([
      ['Claimed', 18],
      ['Sign-up marked', 14],
      ['Reward confirmed', 11],
      ['Cancelled or expired', 3],
    ]);
  });

  it('rewards per app and per month in pounds', () => {
    const perApp = rewardsPerAppModel(figures);
    expect(perApp.series[0]!.values.map(perApp.format)).toEqual(['£275', '£200', '£75']);
    const perMonth = rewardsPerMonthModel(figures);
    expect(perMonth.categories.at(-1)).toBe('Jul 2026');
    expect(perMonth.format(11000)).toBe('£110');
  });

  it('days to reward: theirs beside the marketplace’s, a dash where there is none', () => {
    const model = daysModel({ ...figures, days_to_reward: [{ ...figures.days_to_reward[0]!, marketplace_median_days: null }] });
    expect(model.series.map((series) => [series.name, model.format(series.values[0]!)])).toEqual([
      ['You', '12.5 days'],
      ['Marketplace', '—'],
    ]);
  });
});
