import { z } from 'zod';
import { isStoredLogoPath } from './rules.ts';

/** A stored logo's file name in its address: the SHA-256 of its bytes in hex, then .svg or .webp (rules.ts, logoPath). */
export const logoFileParams = z.object({
  file: z.string().regex(/^[0-9a-f]{64}\.(svg|webp)$/, 'The logo address is not one this server gives out'),
});

const LOGO_URL_MESSAGE = 'Logo URL must be a valid URL (https://...)';

/** An address to fetch a logo from: http or https, to any host (which addresses the server fetches from is its own rule). */
export const logoAddress = z
  .string({ error: LOGO_URL_MESSAGE })
  .trim()
  .min(1, 'Logo URL is required')
  .max(500, 'Logo URL must be at most 500 characters long')
  .pipe(z.url({ protocol: /^https?$/, error: LOGO_URL_MESSAGE }));

/**
 * An app's logo_url as a form or an API client sends it: empty or null for none, a logo this server
 * stores (as every answer gives it), or an address the server fetches the image from once.
 */
export const logoUrlInput = z.union([z.literal(''), z.string().refine(isStoredLogoPath), logoAddress], { error: LOGO_URL_MESSAGE }).nullish();

/** POST /api/admin/logos/fetch: the address to fetch a logo from. */
export const logoFetchBody = z.object({ url: logoAddress });

/** An uploaded or fetched logo, stored: where it is served, to put in an app's logo_url. */
export const storedLogo = z.object({ logo_url: z.string() }).meta({ id: 'StoredLogo' });
export type StoredLogo = z.infer<typeof storedLogo>;
