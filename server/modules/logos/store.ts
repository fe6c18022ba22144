import { createHash } from 'node:crypto';
import { logoPath, type LogoSource } from '#contract/logos/rules.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { logoImages } from '#server/db/schema.ts';

/** What the server keeps and serves: its own SVG marks, and every other image re-encoded to WebP. */
type StoredLogoType = 'image/svg+xml' | 'image/webp';

export type LogoToStore = { content: Buffer; contentType: StoredLogoType; source: LogoSource };

/** Where a stored logo is served, and whether this call stored it (false: the same bytes were there already). */
export type StoredLogo = { path: string; created: boolean };

export const hashOf = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/**
 * Keeps a logo under the hash of its bytes, so the same image is stored once however often it is
 * given, and its address never shows anything else (it is cached for a year).
 */
export async function saveLogo(db: DbOrTx, logo: LogoToStore): Promise<StoredLogo> {
  const hash = hashOf(logo.content);
  const inserted = await db
    .insert(logoImages)
    .values({ hash, contentType: logo.contentType, content: logo.content, source: logo.source })
    .onConflictDoNothing({ target: logoImages.hash })
    .returning({ hash: logoImages.hash });
  return { path: logoPath(hash, logo.contentType), created: inserted.length > 0 };
}
