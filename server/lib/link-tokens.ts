import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret in a link sent by e-mail (a password reset, a verification): 32 random bytes as
 * base64url. Only its SHA-256 is stored, so a copy of the database opens no account.
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

/** The stored form of a link's token, to look it up by. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
