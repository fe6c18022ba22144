import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import os from 'node:os';
import argon2 from 'argon2';
import pLimit from 'p-limit';

/** OWASP's Password Storage Cheat Sheet: Argon2id with 19 MiB, two passes, one lane. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes at once, the rest queued: each holds 19 MiB and a thread for ~25 ms, so a burst of sign-ups
 * or sign-ins costs queueing time, not memory (docs/performance.md, "Password hashing").
 */
export const HASHES_AT_ONCE = Math.min(4, Math.max(2, os.availableParallelism()));
const hashing = pLimit(HASHES_AT_ONCE);

/** Hashes running and waiting now. */
export function hashingQueue(): { active: number; pending: number } {
  return { active: hashing.activeCount, pending: hashing.pendingCount };
}

/** Typed the same however the keyboard composed it (é as one character or two). */
const normalized = (password: string) => password.normalize('NFKC');

/** An Argon2id hash in PHC form (`$argon2id$v=19$m=19456,p=1,t=2$salt$hash`), which carries its own cost. */
export function hashPassword(password: string): Promise<string> {
  return hashing(() => argon2.hash(normalized(password), ARGON2_OPTIONS));
}

/** Checks a password against an Argon2id hash, or an older scrypt one (`scrypt$N$r$p$salt$hash`). */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return hashing(async () => {
    if (stored.startsWith('$argon2')) return argon2.verify(stored, normalized(password)).catch(() => false);
    return verifyScrypt(normalized(password), stored);
  });
}

/** Whether a stored hash should be made again at today's cost: scrypt ones, or Argon2 at other parameters. */
export function needsRehash(stored: string): boolean {
  if (!stored.startsWith('$argon2')) return true;
  try {
    return argon2.needsRehash(stored, ARGON2_OPTIONS);
  } catch {
    return true;
  }
}

/** Hashes made before Argon2id: OWASP's scrypt cost of the time (N=2^17, r=8, p=1), 128 MiB each. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  const key = await new Promise<Buffer>((resolve, reject) => {
    scrypt(password, Buffer.from(salt, 'base64'), expected.length || 64, options, (error, derived) => (error ? reject(error) : resolve(derived)));
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of nothing anyone knows, checked against when an account does not exist so both paths take as long. */
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoyHash);
  return false;
}
