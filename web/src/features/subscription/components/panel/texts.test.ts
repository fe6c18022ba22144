import { expect, it } from 'vitest';
import type { SubscriptionStatusResponse } from '#contract/subscription/schema.ts';
import { freePlanCounterText } from './texts.ts';

const status = (overrides: Partial<SubscriptionStatusResponse>): SubscriptionStatusResponse => ({
  subscription_status: 'FREE',
  subscription_expires_at: null,
  matches_used: 0,
  matches_limit: 3,
  matches_remaining: 3,
  paid_features_enabled: true,
  ...overrides,
});

it('counts a Free plan’s matches in the spec’s words, capped at the limit', () => {
  expect(freePlanCounterText(status({ matches_used: 1, matches_remaining: 2 }))).toBe('1/3 matches used • 2 remaining on free plan');
  expect(freePlanCounterText(status({ matches_used: 5, matches_remaining: 0 }))).toBe('3/3 matches used • 0 remaining on free plan');
});

it('says nothing when no limit applies', () => {
  expect(freePlanCounterText(status({ matches_limit: null, matches_remaining: null, paid_features_enabled: false }))).toBeNull();
});
