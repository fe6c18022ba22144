import { describe, expect, it } from 'vitest';
import { FREE_PLAN_MATCHES, freeMatchesUsed, matchesRemaining } from './rules.ts';

describe('the plan limit', () => {
  it('leaves a Free account what is left of its 3 matches while paid features are on, never below 0', () => {
    expect(FREE_PLAN_MATCHES).toBe(3);
    expect(matchesRemaining({ paidFeaturesEnabled: true, premium: false, matchesUsed: 0 })).toBe(3);
    expect(matchesRemaining({ paidFeaturesEnabled: true, premium: false, matchesUsed: 2 })).toBe(1);
    expect(matchesRemaining({ paidFeaturesEnabled: true, premium: false, matchesUsed: 7 })).toBe(0);
  });

  it('applies no limit to Premium, nor to anyone while paid features are off', () => {
    expect(matchesRemaining({ paidFeaturesEnabled: true, premium: true, matchesUsed: 9 })).toBeNull();
    expect(matchesRemaining({ paidFeaturesEnabled: false, premium: false, matchesUsed: 9 })).toBeNull();
  });

  it('shows the matches used no higher than the limit', () => {
    expect(freeMatchesUsed(2)).toBe(2);
    expect(freeMatchesUsed(5)).toBe(3);
  });
});
