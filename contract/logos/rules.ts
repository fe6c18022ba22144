/** The rules of app logos both sides use, without zod. */

/** What an administrator may upload (checked by the bytes, not the name): never SVG, which can carry script. */
export const LOGO_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const LOGO_MAX_BYTES = 256 * 1024;

/** How a stored logo came to be: a brand mark from simple-icons, an administrator's upload, or an image fetched from a URL. */
export const LOGO_SOURCES = ['simple-icons', 'upload', 'fetched'] as const;
export type LogoSource = (typeof LOGO_SOURCES)[number];

/** Where a stored logo is served: its content's hash in the address, so it can be cached for a year. */
export const LOGO_PATH_PREFIX = '/api/public/logos/';
export const logoPath = (hash: string, contentType: string) => `${LOGO_PATH_PREFIX}${hash}.${contentType === 'image/svg+xml' ? 'svg' : 'webp'}`;

/** What an uploaded or fetched logo is refused with; the form checks a chosen file with the same words. */
export const LOGO_TOO_LARGE = 'A logo must be at most 256 kB';
export const LOGO_NOT_AN_IMAGE = 'A logo must be a PNG, JPEG or WebP image';
export const LOGO_SVG_REFUSED = 'A logo cannot be an SVG, since an SVG can carry script: use a PNG, JPEG or WebP image';

/** An uploaded or fetched logo is kept as a WebP at most this many pixels on a side. */
export const LOGO_MAX_SIDE = 256;

/** A fetch of a logo's address gives up after this long, and follows at most this many redirects. */
export const LOGO_FETCH_TIMEOUT_MS = 5000;
export const LOGO_FETCH_MAX_REDIRECTS = 3;

const STORED_LOGO_PATH = /^\/api\/public\/logos\/[0-9a-f]{64}\.(svg|webp)$/;

/** Whether a logo_url is one of this server's stored logos (else it is an address to fetch). */
export const isStoredLogoPath = (url: string) => STORED_LOGO_PATH.test(url);

/** Why a chosen file cannot be a logo, checked in the browser before it is sent (the server reads the bytes again); null when it may go. */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (file.type === 'image/svg+xml') return LOGO_SVG_REFUSED;
  if (!(LOGO_UPLOAD_TYPES as readonly string[]).includes(file.type)) return LOGO_NOT_AN_IMAGE;
  if (file.size > LOGO_MAX_BYTES) return LOGO_TOO_LARGE;
  if (file.size === 0) return LOGO_NOT_AN_IMAGE;
  return null;
}
