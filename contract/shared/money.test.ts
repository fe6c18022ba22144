import { describe, expect, it } from 'vitest';
import { formatEstimate, formatPence, formatPenceRange, scaleRange, sumRanges } from './money.ts';

describe('formatEstimate', () => {
  it('shows one estimate in whole pounds, to the nearest pound', () => {
    expect(formatEstimate(308485)).toBe('£3,085');
    expect(formatEstimate(1299)).toBe('£13');
    expect(formatEstimate(1250)).toBe('£13');
    expect(formatEstimate(1249)).toBe('£12');
    expect(formatEstimate(2000)).toBe('£20');
    expect(formatEstimate(49)).toBe('£0');
    expect(formatEstimate(0)).toBe('£0');
  });

  it('takes an average that is not a whole number of pence', () => {
    expect(formatEstimate(1149.5)).toBe('£11');
    expect(formatEstimate({ minPence: 1149.5, maxPence: 2650.25 })).toBe('£11-£27');
  });

  it('widens a range to whole pounds, so the rounded range holds the exact one (the reported case)', () => {
    expect(formatEstimate({ minPence: 308485, maxPence: 595985 })).toBe('£3,084-£5,960');
    expect(formatEstimate({ minPence: 1000, maxPence: 7000 })).toBe('£10-£70');
    expect(formatEstimate({ minPence: 1210, maxPence: 1240 })).toBe('£12-£13');
  });

  it('shows a range whose ends meet as one amount', () => {
    expect(formatEstimate({ minPence: 6495, maxPence: 6495 })).toBe('£65');
    expect(formatEstimate({ minPence: 0, maxPence: 0 })).toBe('£0');
  });

  it('leaves exact amounts to formatPence', () => {
    expect(formatPence(250)).toBe('£2.50');
    expect(formatPence(2500)).toBe('£25');
  });
});

describe('formatPenceRange', () => {
  it('shows an exact range, one amount when its ends agree, and £0 for nothing', () => {
    expect(formatPenceRange({ minPence: 100, maxPence: 20000 })).toBe('£1-£200');
    expect(formatPenceRange({ minPence: 1299, maxPence: 1299 })).toBe('£12.99');
    expect(formatPenceRange({ minPence: 2500, maxPence: 2500 })).toBe('£25');
    expect(formatPenceRange({ minPence: 0, maxPence: 0 })).toBe('£0');
  });
});

describe('sumRanges and scaleRange', () => {
  it('add low ends and high ends apart, and multiply both', () => {
    expect(sumRanges([])).toEqual({ minPence: 0, maxPence: 0 });
    expect(
      sumRanges([
        { minPence: 1000, maxPence: 1000 },
        { minPence: 1000, maxPence: 6000 },
      ]),
    ).toEqual({ minPence: 2000, maxPence: 7000 });
    expect(scaleRange({ minPence: 1000, maxPence: 2000 }, 5)).toEqual({ minPence: 5000, maxPence: 10000 });
  });
});
