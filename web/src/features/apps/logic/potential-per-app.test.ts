import { expect, it } from 'vitest';
import { potentialPerApp } from './potential-per-app.ts';
import { NO_REWARDS, referrerFixed, referrerRange } from '#web/test/test-apps.ts';

const none = NO_REWARDS;
const fixed = referrerFixed;
const range = referrerRange;

it('is £0 without apps', () => {
  expect(potentialPerApp([])).toBe('£0');
});

it('is a single amount when every app pays a fixed reward', () => {
  expect(potentialPerApp([fixed(1000), fixed(2000)])).toBe('£15');
  // An average is an estimate: whole pounds, never £16.67.
  expect(potentialPerApp([fixed(1000), fixed(2000), fixed(2000)])).toBe('£17');
  expect(potentialPerApp([fixed(1299), fixed(999)])).toBe('£11');
});

it('is a range as soon as one app pays a range', () => {
  expect(potentialPerApp([fixed(1000), range(1000, 6000)])).toBe('£10-£35');
  expect(potentialPerApp([fixed(999), range(1299, 2299)])).toBe('£11-£17');
});

it('counts an app without a referrer reward as £0', () => {
  expect(potentialPerApp([none, fixed(1000)])).toBe('£5');
});
