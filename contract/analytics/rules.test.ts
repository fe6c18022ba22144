import { describe, expect, it } from 'vitest';
import { daysText, londonDate, monthText, monthsUpTo, ordinal, rotationPlaceText, weekStarts, weekText } from './rules.ts';

describe('weeks and months in London', () => {
  it('takes the day in London, not in UTC', () => {
    expect(londonDate(new Date('2026-06-28T23:30:00Z'))).toBe('2026-06-29');
    expect(londonDate(new Date('2026-01-04T23:30:00Z'))).toBe('2026-01-04');
  });

  it('lists the Mondays of the weeks up to the current one, oldest first', () => {
    // Wednesday 1 July 2026; and 00:30 on Monday 29 June in London, still Sunday in UTC.
    expect(weekStarts(new Date('2026-07-01T12:00:00Z'), 3)).toEqual(['2026-06-15', '2026-06-22', '2026-06-29']);
    expect(weekStarts(new Date('2026-06-28T23:30:00Z'), 1)).toEqual(['2026-06-29']);
    // A Sunday belongs to the week of the Monday before it; across a new year.
    expect(weekStarts(new Date('2026-01-04T12:00:00Z'), 2)).toEqual(['2025-12-22', '2025-12-29']);
  });

  it('lists the months up to the current one, across a year', () => {
    expect(monthsUpTo(new Date('2026-02-10T12:00:00Z'), 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsUpTo(new Date('2026-05-31T23:30:00Z'), 1)).toEqual(['2026-06']);
  });

  it('words a week by its Monday and a month by its name', () => {
    expect(weekText('2026-06-29')).toBe('29 Jun');
    expect(monthText('2026-06')).toBe('Jun 2026');
  });
});

describe('places and days in words', () => {
  it('says a code’s place in its rotation', () => {
    expect(rotationPlaceText(null, 100)).toBe('Not in the rotation now');
    expect(rotationPlaceText(1, 100)).toBe('1st: next in line');
    expect([2, 3, 4, 11, 12, 13, 21, 22, 100].map((place) => rotationPlaceText(place, 100))).toEqual([
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '100th',
    ]);
    expect(rotationPlaceText(101, 100)).toBe('101st or later');
    expect(ordinal(111)).toBe('111th');
  });

  it('says a median in days', () => {
    expect([daysText(null), daysText(0), daysText(1), daysText(12.5)]).toEqual(['—', '0 days', '1 day', '12.5 days']);
  });
});
