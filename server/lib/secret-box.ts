import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals a short secret the server must read back (an administrator's second-factor secret) so that
 * a copy of the database alone does not give it away: AES-256-GCM under a key derived from the
 * server's root secret for one purpose (HKDF-SHA-256), bound to the row it belongs to (a sealed
 * value copied to another row does not open there). Sealed text reads "v1.<iv, tag and ciphertext
 * in base64url>".
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(rootSecret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', rootSecret, '', purpose, 32));
  }

  /** An SQL LIKE pattern that sealed values match. */
  static readonly sealedPattern = `${PREFIX}%`;

  /** Whether a stored value is sealed (else it was stored as it is, before sealing). */
  static isSealed(stored: string): boolean {
    return stored.startsWith(PREFIX);
  }

  seal(plain: string, owner: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(owner));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The plain text; null when it was not sealed with this key for this owner (another root secret, another row, altered). */
  open(sealed: string, owner: string): string | null {
    if (!SecretBox.isSealed(sealed)) return null;
    const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES)).setAAD(Buffer.from(owner));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
