import { describe, expect, it } from 'vitest';
import { signedInMessage } from './signed-in-message.ts';

describe('the toast after the account step', () => {
  it('confirms a new account and says how many links were saved', () => {
    expect(signedInMessage('register', { chosen: 2, links: 2 })).toBe('Account created. 2 referral links saved.');
    expect(signedInMessage('register', { chosen: 3, links: 1 })).toBe('Account created. 1 referral link saved.');
    expect(signedInMessage('register', { chosen: 2, links: 0 })).toBe('Account created.');
    expect(signedInMessage('register', { chosen: 0, links: 0 })).toBe('Account created.');
  });

  it('says how many links a sign-in saved, and nothing for a plain sign-in', () => {
    expect(signedInMessage('login', { chosen: 1, links: 1 })).toBe('Signed in. 1 referral link saved.');
    expect(signedInMessage('login', { chosen: 2, links: 0 })).toBe('Signed in.');
    expect(signedInMessage('login', { chosen: 0, links: 0 })).toBeNull();
  });
});
