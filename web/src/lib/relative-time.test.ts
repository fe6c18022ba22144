import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const now = Date.parse('2025-06-01T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59 * SECOND, 'Just now'],
    [-5 * MINUTE, 'Just now'],
    [MINUTE, '1m ago'],
    [59 * MINUTE + 59 * SECOND, '59m ago'],
    [HOUR, '1h ago'],
    [23 * HOUR + 59 * MINUTE, '23h ago'],
    [DAY, '1d ago'],
    [400 * DAY, '400d ago'],
  ])('%d ms ago reads %j', (elapsed, expected) => {
    expect(formatRelativeTime(ago(elapsed), now)).toBe(expected);
  });

  it('takes a Date as well as an ISO string, and reads an invalid time as "Just now"', () => {
    expect(formatRelativeTime(new Date(now - 2 * HOUR), now)).toBe('2h ago');
    expect(formatRelativeTime('not a date', now)).toBe('Just now');
  });
});
