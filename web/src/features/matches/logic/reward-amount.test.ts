import { describe, expect, it } from 'vitest';
import { readRewardAmount } from './reward-amount.ts';

const range = { minPence: 1000, maxPence: 10000 };

describe('reading a reward amount', () => {
  it('asks for an amount when there is none', () => {
    expect(readRewardAmount('   ', range)).toEqual({ ok: false, message: 'Please enter an amount' });
  });

  it('strips pound and dollar signs, commas and spaces', () => {
    expect(readRewardAmount('£ 25.50', range)).toEqual({ ok: true, pence: 2550 });
    expect(readRewardAmount('$1,0 0', range)).toEqual({ ok: true, pence: 10000 });
  });

  it('refuses what is not a number', () => {
    expect(readRewardAmount('twenty', range)).toEqual({ ok: false, message: 'Please enter a valid amount (e.g. 25.50)' });
    expect(readRewardAmount('£', range)).toEqual({ ok: false, message: 'Please enter a valid amount (e.g. 25.50)' });
  });

  it('keeps the amount within the range of the person’s role', () => {
    expect(readRewardAmount('150', range)).toEqual({ ok: false, message: 'Amount must be between £10 and £100' });
    expect(readRewardAmount('9.99', range)).toEqual({ ok: false, message: 'Amount must be between £10 and £100' });
    expect(readRewardAmount('10', range)).toEqual({ ok: true, pence: 1000 });
    expect(readRewardAmount('100', range)).toEqual({ ok: true, pence: 10000 });
  });
});
