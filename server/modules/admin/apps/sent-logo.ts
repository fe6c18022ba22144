import { eq } from 'drizzle-orm';
import { isStoredLogoPath, LOGO_PATH_PREFIX } from '#contract/logos/rules.ts';
import type { Tx } from '#server/db/client.ts';
import { logoImages } from '#server/db/schema.ts';
import { HttpError, UnprocessableError } from '#server/lib/errors.ts';
import type { LogoFetcher } from '#server/modules/logos/fetch.ts';
import { saveLogo } from '#server/modules/logos/store.ts';

const NOT_STORED = 'Logo URL is not a logo this server stores';

/** A logo_url as an administrator sent it, made ready to save: what to write, and why an address gave no logo. */
export type SentLogo = {
  /** Inside the app's transaction: the logo_url to write (undefined: none was sent, so it stays). */
  save: (tx: Tx) => Promise<string | null | undefined>;
  /** Why the address sent was not kept (its fetch failed), or null. */
  problem: string | null;
};

async function assertStored(tx: Tx, path: string): Promise<string> {
  const hash = path.slice(LOGO_PATH_PREFIX.length, path.lastIndexOf('.'));
  const [stored] = await tx.select({ hash: logoImages.hash }).from(logoImages).where(eq(logoImages.hash, hash));
  if (!stored) throw new UnprocessableError(NOT_STORED);
  return path;
}

/**
 * Works out a sent logo_url before the app's transaction opens: none, empty or one of this server's
 * stored logos is kept as it is; any other address is fetched now (it may take seconds, which no
 * transaction should wait for). A fetch that fails leaves the app with its initial tile and says why.
 */
export async function prepareSentLogo(logoUrl: string | null | undefined, fetchLogo: LogoFetcher): Promise<SentLogo> {
  if (logoUrl === undefined || logoUrl === null || logoUrl === '') return { save: async () => (logoUrl === '' ? null : logoUrl), problem: null };
  if (isStoredLogoPath(logoUrl)) return { save: (tx) => assertStored(tx, logoUrl), problem: null };
  try {
    const content = await fetchLogo(logoUrl);
    return { save: async (tx) => (await saveLogo(tx, { content, contentType: 'image/webp', source: 'fetched' })).path, problem: null };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { save: async () => null, problem: error.message };
  }
}
