import { eq } from 'drizzle-orm';
import { LOGO_PATH_PREFIX, logoPath } from '#contract/logos/rules.ts';
import type { Db } from '#server/db/client.ts';
import { logoImages } from '#server/db/schema.ts';
import { NotFoundError } from '#server/lib/errors.ts';

export type LogoFile = { content: Buffer; contentType: string };

/** A stored logo by its file name (`<hash>.svg` or `<hash>.webp`); 404 when there is none, or the ending is not its type's. */
export async function readLogo(db: Db, file: string): Promise<LogoFile> {
  const hash = file.slice(0, file.lastIndexOf('.'));
  const [row] = await db.select({ content: logoImages.content, contentType: logoImages.contentType }).from(logoImages).where(eq(logoImages.hash, hash));
  if (!row || logoPath(hash, row.contentType) !== `${LOGO_PATH_PREFIX}${file}`) throw new NotFoundError('There is no logo at this address');
  return row;
}
