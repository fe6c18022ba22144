import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals a short secret the server must read back (an administrator's second-factor secret) so that
 * a copy of the database alone does not give it away: AES-256-GCM under a key derived from the
 * server's root secret for one purpose (HKDF-SHA-256), bound to the row it belongs to (a sealed
 * value copied to another row does not open there). Sealed text reads "v1.<iv, tag and ciphertext
 * in base64url>". Values sealed under earlier root secrets (`earlierRoots`) still open, so that a
 * new root can take over; `sealedEarlier` finds them, to be sealed again under the current one.
 */
export class SecretBox {
  private readonly key: Buffer;
  private readonly earlierKeys: Buffer[];

  constructor(rootSecret: string, purpose: string, earlierRoots: readonly string[] = []) {
    const keyOf = (root: string) => Buffer.from(hkdfSync('sha256', root, '', purpose, 32));
    this.key = keyOf(rootSecret);
    this.earlierKeys = earlierRoots.filter((root) => root !== rootSecret).map(keyOf);
  }

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

  /** The plain text; null when it was not sealed with this key or an earlier one, for this owner (another root secret, another row, altered). */
  open(sealed: string, owner: string): string | null {
    for (const key of [this.key, ...this.earlierKeys]) {
      const plain = openWith(key, sealed, owner);
      if (plain !== null) return plain;
    }
    return null;
  }

  /** Whether a stored value opens only under an earlier root secret, and so is to be sealed again under the current one. */
  sealedEarlier(sealed: string, owner: string): boolean {
    return openWith(this.key, sealed, owner) === null && this.open(sealed, owner) !== null;
  }
}

function openWith(key: Buffer, sealed: string, owner: string): string | null {
  if (!SecretBox.isSealed(sealed)) return null;
  const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES)).setAAD(Buffer.from(owner));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
