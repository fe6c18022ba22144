import { describe, expect, it } from 'vitest';
import { actorName, describeChangeLines, describeChanges } from './describe-changes.ts';

describe('describeChanges', () => {
  it('says each changed field, from what to what', () => {
    expect(describeChanges({ before: { is_active: true, subscription_status: 'FREE' }, after: { is_active: false, subscription_status: 'PREMIUM' } })).toBe(
      'is active: yes → no; subscription status: FREE → PREMIUM',
    );
    expect(describeChanges({ before: null, after: { email: 'a@example.com' } })).toBe('email: none → a@example.com');
  });

  it('lists only the fields that changed, not those an entry holds unchanged on both sides', () => {
    expect(
      describeChangeLines({
        before: { name: 'Monzo', referrer_reward_amount_pence: 1000, terms_conditions: 'Old terms', is_active: true },
        after: { name: 'Monzo', referrer_reward_amount_pence: 1500, terms_conditions: 'Old terms', is_active: true },
      }),
    ).toEqual(['referrer reward amount pence: 1000 → 1500']);
  });

  it('says a report decision’s action in the words the parties read', () => {
    expect(
      describeChangeLines({
        before: { status: 'OPEN', resolution: null, action: null },
        after: { status: 'RESOLVED', resolution: 'Code paused.', action: 'PAUSE_CODE' },
      }),
    ).toEqual(['status: OPEN → RESOLVED', 'resolution: none → Code paused.', 'action: none → The referral code was paused']);
    expect(describeChangeLines({ before: null, after: { action: 'DEACTIVATE_USER' } })).toEqual([
      'action: none → The reported member’s account was deactivated',
    ]);
  });

  it('says a code paused, withdrawn or restored, and a team message, field by field', () => {
    expect(describeChanges({ before: { status: 'ASSIGNED' }, after: { status: 'PAUSED' } })).toBe('status: ASSIGNED → PAUSED');
    expect(describeChanges({ before: { status: 'PAUSED' }, after: { status: 'UNUSED' } })).toBe('status: PAUSED → UNUSED');
    expect(describeChanges({ before: null, after: { message: 'Please send a screenshot.' } })).toBe('message: none → Please send a screenshot.');
  });

  it('writes a nested record out rather than "[object Object]"', () => {
    expect(describeChanges({ before: { removed: { codes: 2 } }, after: null })).toBe('removed: {"codes":2} → none');
    // Only a field named action is read as a report's action.
    expect(describeChanges({ before: null, after: { status: 'NONE' } })).toBe('status: none → NONE');
  });
});

describe('actorName', () => {
  it('names the administrator, or says their account is gone', () => {
    expect(actorName({ actor_username: 'admin' })).toBe('admin');
    expect(actorName({ actor_username: null })).toBe('a former administrator');
  });
});
