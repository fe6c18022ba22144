import { describe, expect, it } from 'vitest';
import { averageRating, completionRate, trackSummaryLabel, trackSummaryText } from './rules.ts';

describe('track records', () => {
  it('has a completion rate only from three matches that reached an end', () => {
    expect(completionRate(2, 2)).toBeNull();
    expect(completionRate(0, 3)).toBe(0);
    expect(completionRate(12, 13)).toBe(0.923);
  });

  it('averages ratings to one decimal, none without ratings', () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(48, 10)).toBe(4.8);
    expect(averageRating(14, 3)).toBe(4.7);
  });

  it('says a sharer’s record in one line, or that they are new', () => {
    expect(trackSummaryText({ completed: 13, completion_rate: 0.923, rating: 4.8, ratings: 10 })).toBe('92% paid out · 13 completed · ★ 4.8 (10)');
    expect(trackSummaryText({ completed: 1, completion_rate: null, rating: null, ratings: 0 })).toBe('New sharer');
    // Only someone who shares a code is a new sharer; anyone else with no record is a new member.
    expect(trackSummaryText({ completed: 0, completion_rate: null, rating: null, ratings: 0 }, false)).toBe('New member');
    expect(trackSummaryLabel({ completed: 0, completion_rate: null, rating: null, ratings: 0 }, false)).toBe('New member');
    expect(trackSummaryText({ completed: 1, completion_rate: null, rating: 5, ratings: 1 })).toBe('1 completed · ★ 5.0 (1)');
    expect(trackSummaryText({ completed: 3, completion_rate: 1, rating: null, ratings: 0 })).toBe('100% paid out · 3 completed');
    expect(trackSummaryLabel({ completed: 13, completion_rate: 0.923, rating: 4.8, ratings: 1 })).toBe(
      '92% of referrals paid out, 13 completed, rated 4.8 out of 5 from 1 rating',
    );
  });
});
