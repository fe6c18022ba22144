import { describe, expect, it } from 'vitest';
import { describeChanges } from './describe-changes.ts';

describe('describeChanges', () => {
  it('says each changed field, from what to what', () => {
    expect(describeChanges({ before: { is_active: true, subscription_status: 'FREE' }, after: { is_active: false, subscription_status: 'PREMIUM' } })).toBe(
      'is active: yes → no; subscription status: FREE → PREMIUM',
    );
    expect(describeChanges({ before: null, after: { email: 'a@example.com' } })).toBe('email: none → a@example.com');
  });
});
