import { eq } from 'drizzle-orm';
import { LOGO_PATH_PREFIX, logoPath } from '#contract/logos/rules.ts';
import type { StoredLogo } from '#contract/logos/schema.ts';
import type { Db } from '#server/db/client.ts';
import { logoImages } from '#server/db/schema.ts';
import { NotFoundError } from '#server/lib/errors.ts';
import { logoWebp } from './encode.ts';
import type { LogoFetcher } from './fetch.ts';
import { saveLogo } from './store.ts';

export type LogoFile = { content: Buffer; contentType: string };

/** A stored logo by its file name (`<hash>.svg` or `<hash>.webp`); 404 when there is none, or the ending is not its type's. */
export async function readLogo(db: Db, file: string): Promise<LogoFile> {
  const hash = file.slice(0, file.lastIndexOf('.'));
  const [row] = await db.select({ content: logoImages.content, contentType: logoImages.contentType }).from(logoImages).where(eq(logoImages.hash, hash));
  if (!row || logoPath(hash, row.contentType) !== `${LOGO_PATH_PREFIX}${file}`) throw new NotFoundError('There is no logo at this address');
  return row;
}

/** An administrator's uploaded logo, re-encoded and stored: where it is served, for an app's logo_url. */
export async function storeUploadedLogo(db: Db, upload: Buffer): Promise<StoredLogo> {
  const { path } = await saveLogo(db, { content: await logoWebp(upload), contentType: 'image/webp', source: 'upload' });
  return { logo_url: path };
}

/** A logo fetched once from an address and stored like an upload; a 422 says why when it cannot be. */
export async function storeFetchedLogo(db: Db, fetchLogo: LogoFetcher, url: string): Promise<StoredLogo> {
  const { path } = await saveLogo(db, { content: await fetchLogo(url), contentType: 'image/webp', source: 'fetched' });
  return { logo_url: path };
}
