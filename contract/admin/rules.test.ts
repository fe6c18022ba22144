import { describe, expect, it } from 'vitest';
import { endOfLondonDay, expiryDayOf, londonDateOf, startOfLondonMonth } from './rules.ts';
import { expiryDateInput } from './schema.ts';

describe('UK dates for the administrator', () => {
  it('ends an expiry day at 23:59:59 London time, in GMT and in BST', () => {
    expect(endOfLondonDay('2026-01-31').toISOString()).toBe('2026-01-31T23:59:59.000Z');
    expect(endOfLondonDay('2026-07-31').toISOString()).toBe('2026-07-31T22:59:59.000Z');
    // The days the clocks change.
    expect(endOfLondonDay('2026-03-29').toISOString()).toBe('2026-03-29T22:59:59.000Z');
    expect(endOfLondonDay('2026-10-25').toISOString()).toBe('2026-10-25T23:59:59.000Z');
  });

  it('reads the day an input names: as written, or the London date of an instant with an offset', () => {
    expect(expiryDayOf('2026-07-15')).toBe('2026-07-15');
    expect(expiryDayOf('2026-07-15T23:59:59')).toBe('2026-07-15');
    expect(expiryDayOf('2026-07-15T23:30:00Z')).toBe('2026-07-16');
    expect(londonDateOf(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('starts the month at midnight on the 1st, London time', () => {
    expect(startOfLondonMonth(new Date('2026-07-15T12:00:00Z')).toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(startOfLondonMonth(new Date('2026-02-01T00:30:00Z')).toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });

  it('accepts dates and date-times, and refuses what is not a calendar date', () => {
    for (const good of ['2026-12-31', '2026-12-31T23:59:59', '2026-12-31T23:59:59.000Z', '2026-12-31T12:00:00+01:00'])
      expect(expiryDateInput.safeParse(good).success).toBe(true);
    for (const bad of ['31/12/2026', '2026-02-30', '2026-13-01', 'tomorrow', '1999-12-31']) expect(expiryDateInput.safeParse(bad).success).toBe(false);
  });
});
