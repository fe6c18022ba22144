import { describe, expect, it } from 'vitest';
import { oneMonthAfter } from './payments.ts';
import { effectivePlan, hasReachedMatchLimit, isPremium, matchAllowance } from './plan.ts';

const now = new Date('2026-03-10T12:00:00Z');
const free = { subscriptionStatus: 'FREE' as const, subscriptionExpiresAt: null };
const premiumUntil = (expiresAt: Date | null) => ({ subscriptionStatus: 'PREMIUM' as const, subscriptionExpiresAt: expiresAt });

describe('the plan in force', () => {
  it('is Premium with an end ahead or no end, and Free once the end has passed', () => {
    expect(isPremium(premiumUntil(new Date('2026-04-10T12:00:00Z')), now)).toBe(true);
    expect(isPremium(premiumUntil(null), now)).toBe(true);
    expect(isPremium(premiumUntil(now), now)).toBe(false);
    expect(isPremium(free, now)).toBe(false);
    expect(effectivePlan(premiumUntil(new Date('2026-03-01T00:00:00Z')), now)).toEqual({ status: 'FREE', expiresAt: null });
  });

  it('limits a Free account to 3 matches only while paid features are on', () => {
    expect(matchAllowance({ ...free, matchesUsed: 1 }, true, now)).toEqual({ limit: 3, remaining: 2 });
    expect(matchAllowance({ ...free, matchesUsed: 5 }, true, now)).toEqual({ limit: 3, remaining: 0 });
    expect(matchAllowance({ ...free, matchesUsed: 5 }, false, now)).toEqual({ limit: null, remaining: null });
    expect(matchAllowance({ ...premiumUntil(null), matchesUsed: 9 }, true, now)).toEqual({ limit: null, remaining: null });
    expect(hasReachedMatchLimit({ ...free, matchesUsed: 3 }, true, now)).toBe(true);
    expect(hasReachedMatchLimit({ ...premiumUntil(new Date('2026-01-01T00:00:00Z')), matchesUsed: 3 }, true, now)).toBe(true);
    expect(hasReachedMatchLimit({ ...free, matchesUsed: 2 }, true, now)).toBe(false);
  });
});

describe('a month ahead', () => {
  it.each([
    ['2026-03-10T12:00:00.000Z', '2026-04-10T12:00:00.000Z'],
    ['2026-01-31T09:30:00.000Z', '2026-02-28T09:30:00.000Z'],
    ['2028-01-31T09:30:00.000Z', '2028-02-29T09:30:00.000Z'],
    ['2026-12-15T00:00:00.000Z', '2027-01-15T00:00:00.000Z'],
  ])('after %s is %s', (start, end) => {
    expect(oneMonthAfter(new Date(start)).toISOString()).toBe(end);
  });
});
