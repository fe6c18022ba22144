import { describe, expect, it } from 'vitest';
import { formatPenceRange } from '#contract/shared/money.ts';
import { earningPotential, referrerRewardText } from './referrer-rewards.ts';
import { NO_REWARDS, referrerFixed, referrerRange } from '#web/test/test-apps.ts';

const none = NO_REWARDS;
const fixed = referrerFixed;
const range = referrerRange;

describe('earning potential', () => {
  it('is nothing with nothing chosen', () => {
    expect(earningPotential([])).toEqual({ minPence: 0, maxPence: 0 });
    expect(formatPenceRange(earningPotential([]))).toBe('£0');
  });

  it('adds fixed rewards into a single amount', () => {
    expect(formatPenceRange(earningPotential([fixed(1000), fixed(2000)]))).toBe('£30');
  });

  it('adds the low ends and the high ends of ranges', () => {
    expect(earningPotential([fixed(1000), range(1000, 6000)])).toEqual({ minPence: 2000, maxPence: 7000 });
    expect(formatPenceRange(earningPotential([fixed(1000), range(1000, 6000)]))).toBe('£20-£70');
  });

  it('counts an app without a referrer reward as £0', () => {
    expect(earningPotential([none, fixed(1299)])).toEqual({ minPence: 1299, maxPence: 1299 });
    expect(formatPenceRange(earningPotential([none, fixed(1299)]))).toBe('£12.99');
  });
});

it('writes an app’s referrer reward as an amount or a range', () => {
  expect(referrerRewardText(fixed(2500))).toBe('£25');
  expect(referrerRewardText(range(500, 1400))).toBe('£5-£14');
  expect(referrerRewardText(none)).toBe('£0');
});
