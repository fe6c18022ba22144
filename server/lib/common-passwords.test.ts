import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it('finds the commonest passwords, in any case', () => {
    for (const password of ['123456', 'password', 'qwerty', 'iloveyou', 'Password1', 'PASSWORD', 'secret1', 'football1'])
      expect(isCommonPassword(password), password).toBe(true);
  });

  it('finds the 100,000th and not what comes after', () => {
    // Lines 100,000 and 100,001 of the list.
    expect(isCommonPassword('070162')).toBe(true);
    expect(isCommonPassword('07012006')).toBe(false);
  });

  it('leaves passwords nobody uses', () => {
    for (const password of ['a-good-password', 'correct horse battery staple 42', 'Tz8#kq!vW2']) expect(isCommonPassword(password), password).toBe(false);
  });
});
