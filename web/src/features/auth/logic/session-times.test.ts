import { describe, expect, it } from 'vitest';
import { lastActiveLine, signedInLine } from './session-times.ts';

const NOW = new Date('2026-07-15T12:00:00Z').getTime();

describe('the times of a session', () => {
  it('says when it signed in in London time, date and time', () => {
    expect(signedInLine('2026-07-15T08:05:00Z')).toBe('Signed in 15 Jul 2026, 09:05');
    expect(signedInLine('2026-01-15T08:05:00Z')).toBe('Signed in 15 Jan 2026, 08:05');
  });

  it('says when another device was last active: relative within a day, then the London date', () => {
    expect(lastActiveLine('2026-07-15T11:59:30Z', false, NOW)).toBe('Last active just now');
    expect(lastActiveLine('2026-07-15T11:55:00Z', false, NOW)).toBe('Last active 5m ago');
    expect(lastActiveLine('2026-07-14T12:00:01Z', false, NOW)).toBe('Last active 23h ago');
    expect(lastActiveLine('2026-07-12T23:30:00Z', false, NOW)).toBe('Last active 13 Jul 2026');
  });

  it('says this device is active now, whatever its recorded last use', () => {
    expect(lastActiveLine('2026-07-15T11:56:00Z', true, NOW)).toBe('Active now');
  });
});
