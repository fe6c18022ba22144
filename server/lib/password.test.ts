import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HASHES_AT_ONCE, hashPassword, hashingQueue, needsRehash, verifyPassword } from './password.ts';

/** A hash as the scrypt days stored it (at a low cost here, which the stored form carries). */
function scryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashing', () => {
  it('hashes with Argon2id at OWASP’s parameters and checks the password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('treats a password the same however its accents were composed', async () => {
    const hash = await hashPassword('caf\u00e9-password');
    expect(await verifyPassword('cafe\u0301-password', hash)).toBe(true);
  });

  it('still checks scrypt hashes, and asks for them to be made again', async () => {
    const old = scryptHash('legacy-password');
    expect(await verifyPassword('legacy-password', old)).toBe(true);
    expect(await verifyPassword('wrong-password', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2g')).toBe(true);
  });

  it('refuses a stored value that is no hash at all', async () => {
    expect(await verifyPassword('anything', '')).toBe(false);
    expect(await verifyPassword('anything', '$argon2id$broken')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$1024$8$1')).toBe(false);
  });

  it('runs a few hashes at once and queues the rest', async () => {
    const burst = Array.from({ length: 12 }, (_, index) => hashPassword(`password-${index}`));
    const { active, pending } = hashingQueue();
    expect(active + pending).toBe(12);
    expect(active).toBeLessThanOrEqual(HASHES_AT_ONCE);
    const hashes = await Promise.all(burst);
    expect(new Set(hashes).size).toBe(12);
    expect(hashingQueue()).toEqual({ active: 0, pending: 0 });
  });
});
