import { describe, expect, it } from 'vitest';
import { cappedCodeClaimMessage, monthlyCapPausedText, startOfNextLondonMonth } from './monthly-cap.ts';

describe('the monthly cap in words', () => {
  it('names the day the code is back in London’s time, the app and its limit', () => {
    expect(monthlyCapPausedText('2026-12-01T00:00:00.000Z', 'Freetrade', 10)).toBe('Paused until 1 December: Freetrade allows 10 referrals a month');
    expect(monthlyCapPausedText(new Date('2026-03-31T23:00:00.000Z'), 'Chip', 1)).toBe('Paused until 1 April: Chip allows 1 referral a month');
    expect(cappedCodeClaimMessage('2026-12-01T00:00:00.000Z', 'Freetrade', 10)).toBe(
      'This Freetrade referral code is paused until 1 December: Freetrade allows 10 referrals a month. Claim another code for Freetrade.',
    );
  });

  it('is back at midnight on the 1st of the next month, London time, in GMT and BST and across the year', () => {
    expect(startOfNextLondonMonth(new Date('2026-11-15T12:00:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(startOfNextLondonMonth(new Date('2026-03-01T00:00:00Z')).toISOString()).toBe('2026-03-31T23:00:00.000Z');
    expect(startOfNextLondonMonth(new Date('2026-12-31T23:59:59Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    // 00:30 on 1 April in London is still 31 March in UTC: April's cap, back on 1 May.
    expect(startOfNextLondonMonth(new Date('2026-03-31T23:30:00Z')).toISOString()).toBe('2026-04-30T23:00:00.000Z');
  });
});
