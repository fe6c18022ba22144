import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';

export type TokenScope = 'user' | 'admin';
/**
 * `sessionVersion`: the account's session version when the token was issued (0 for tokens from
 * before versions). `sessionId`: the signed-in device it belongs to (none on tokens from before sessions).
 */
export type TokenClaims = { userId: string; scope: TokenScope; sessionVersion: number; sessionId?: string };

const LIFETIME: Record<TokenScope, string> = { user: '7d', admin: '8h' };
const ISSUER = 'referral-exchange';

/** An account id (and a session id) is a UUID: a token naming anything else is refused like any bad token, never looked up. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tokens verified recently, by their text: a signed-in client sends the same token with every request. */
const VERIFIED_CACHE_SIZE = 10_000;

export class TokenService {
  /** Imported once: handing jose the raw bytes would import them again for every signature. */
  private readonly key: Promise<CryptoKey>;
  /**
   * Verifying a signature costs far more than the rest of a small request (WebCrypto hands each
   * HMAC to a worker thread). Whether a token is valid depends only on its text, this secret and
   * the clock, so a verified token is remembered with its expiry, oldest forgotten first.
   */
  private readonly verified = new LRUCache<string, TokenClaims>({ max: VERIFIED_CACHE_SIZE, perf: Date, ttlResolution: 0 });

  constructor(secret: string) {
    this.key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  async issue(claims: Omit<TokenClaims, 'sessionVersion'> & { sessionVersion?: number }): Promise<string> {
    return new SignJWT({ scope: claims.scope, sv: claims.sessionVersion ?? 0, ...(claims.sessionId ? { sid: claims.sessionId } : {}) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(LIFETIME[claims.scope])
      .sign(await this.key);
  }

  /** The claims of a token this server signed and that has not expired, else null. */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'], issuer: ISSUER });
      const { scope, sv = 0, sid } = payload;
      if (typeof payload.sub !== 'string' || !UUID.test(payload.sub) || (scope !== 'user' && scope !== 'admin') || typeof payload.exp !== 'number') return null;
      if (typeof sv !== 'number' || !Number.isInteger(sv)) return null;
      if (sid !== undefined && (typeof sid !== 'string' || !UUID.test(sid))) return null;
      const claims: TokenClaims = { userId: payload.sub, scope, sessionVersion: sv, ...(sid ? { sessionId: sid } : {}) };
      // Remembered until it expires (the clock is Date's, as jose's is), the oldest forgotten first.
      const ttl = payload.exp * 1000 - Date.now();
      if (ttl > 0) this.verified.set(token, claims, { ttl });
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}

/** JWT_SECRET when given; otherwise a secret generated on first start and kept in DATA_DIR. */
export async function loadOrCreateSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = (await fs.readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await fs.writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
