import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.ts';

const root = 'r'.repeat(64);
const box = new SecretBox(root, 'second-factor secrets');

describe('SecretBox', () => {
  it('opens what it sealed, for the same owner, and never shows the plain text', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'owner-1');
    expect(SecretBox.isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'owner-1')).toBe('JBSWY3DPEHPK3PXP');
    // A fresh nonce each time: the same secret seals differently.
    expect(box.seal('JBSWY3DPEHPK3PXP', 'owner-1')).not.toBe(sealed);
  });

  it('does not open for another owner, another root secret or purpose, or an altered value', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'owner-1');
    expect(box.open(sealed, 'owner-2')).toBeNull();
    expect(new SecretBox('s'.repeat(64), 'second-factor secrets').open(sealed, 'owner-1')).toBeNull();
    expect(new SecretBox(root, 'another purpose').open(sealed, 'owner-1')).toBeNull();
    // One character of the ciphertext changed (not the last, whose low bits base64 may ignore).
    const at = sealed.length - 5;
    const altered = sealed.slice(0, at) + (sealed[at] === 'A' ? 'B' : 'A') + sealed.slice(at + 1);
    expect(box.open(altered, 'owner-1')).toBeNull();
    expect(box.open('v1.short', 'owner-1')).toBeNull();
    expect(box.open('JBSWY3DPEHPK3PXP', 'owner-1')).toBeNull();
  });

  it('opens what earlier root secrets sealed, and tells which to seal again under the current one', () => {
    const earlier = new SecretBox('e'.repeat(64), 'second-factor secrets');
    const current = new SecretBox(root, 'second-factor secrets', ['e'.repeat(64)]);
    const sealedEarlier = earlier.seal('JBSWY3DPEHPK3PXP', 'owner-1');
    expect(current.open(sealedEarlier, 'owner-1')).toBe('JBSWY3DPEHPK3PXP');
    expect(current.sealedEarlier(sealedEarlier, 'owner-1')).toBe(true);
    const sealedNow = current.seal('JBSWY3DPEHPK3PXP', 'owner-1');
    expect(current.sealedEarlier(sealedNow, 'owner-1')).toBe(false);
    // What is sealed now opens under the current root alone; not under the earlier one.
    expect(box.open(sealedNow, 'owner-1')).toBe('JBSWY3DPEHPK3PXP');
    expect(earlier.open(sealedNow, 'owner-1')).toBeNull();
    // Another owner, or a value no key opens, is nothing to seal again.
    expect(current.sealedEarlier(sealedEarlier, 'owner-2')).toBe(false);
    expect(current.open(sealedEarlier, 'owner-2')).toBeNull();
  });
});
