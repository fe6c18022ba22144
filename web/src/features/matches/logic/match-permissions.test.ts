import { describe, expect, it } from 'vitest';
import { matchPermissions } from './match-permissions.ts';
import { aMatch } from '#web/test/test-matches.ts';

const none = { markComplete: false, cancel: false, undo: false, confirmReceipt: false, refreshInstructions: false };

describe('what a person may do with a match', () => {
  it('lets the referee mark complete, cancel and refresh while in progress', () => {
    expect(matchPermissions(aMatch({ status: 'ASSIGNED' }))).toEqual({ ...none, markComplete: true, cancel: true, refreshInstructions: true });
  });

  it('lets the referee undo or confirm while awaiting reward, and undo only before anyone confirmed', () => {
    expect(matchPermissions(aMatch({ status: 'USER_MARKED_DONE' }))).toEqual({ ...none, undo: true, confirmReceipt: true, refreshInstructions: true });
    expect(matchPermissions(aMatch({ status: 'USER_MARKED_DONE', referrer_confirmed_receipt: true }))).toEqual({
      ...none,
      confirmReceipt: true,
      refreshInstructions: true,
    });
    expect(matchPermissions(aMatch({ status: 'USER_MARKED_DONE', referee_confirmed_receipt: true }))).toEqual({ ...none, refreshInstructions: true });
  });

  it('lets the referrer only confirm receipt, once, while awaiting reward', () => {
    expect(matchPermissions(aMatch({ role: 'referrer', status: 'ASSIGNED' }))).toEqual(none);
    expect(matchPermissions(aMatch({ role: 'referrer', status: 'USER_MARKED_DONE' }))).toEqual({ ...none, confirmReceipt: true });
    expect(matchPermissions(aMatch({ role: 'referrer', status: 'USER_MARKED_DONE', referrer_confirmed_receipt: true }))).toEqual(none);
  });

  it('asks no confirmation of a party without a reward, unless neither party has one', () => {
    expect(matchPermissions(aMatch({ status: 'USER_MARKED_DONE', app: { referee_reward_amount_pence: 0 } })).confirmReceipt).toBe(false);
    expect(
      matchPermissions(aMatch({ status: 'USER_MARKED_DONE', app: { referee_reward_amount_pence: 0, referrer_reward_amount_pence: 0 } })).confirmReceipt,
    ).toBe(true);
  });

  it('allows nothing on a finished match', () => {
    for (const status of ['COMPLETED', 'CONFIRMED', 'CANCELLED'] as const) {
      expect(matchPermissions(aMatch({ status }))).toEqual(none);
      expect(matchPermissions(aMatch({ status, role: 'referrer' }))).toEqual(none);
    }
  });
});
