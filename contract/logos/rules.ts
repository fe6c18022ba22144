/** The rules of app logos both sides use, without zod. */

/** What an administrator may upload (checked by the bytes, not the name): never SVG, which can carry script. */
export const LOGO_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoUploadType = (typeof LOGO_UPLOAD_TYPES)[number];
export const LOGO_MAX_BYTES = 256 * 1024;

/** How a stored logo came to be: a brand mark from simple-icons, an administrator's upload, or an image fetched from a URL. */
export const LOGO_SOURCES = ['simple-icons', 'upload', 'fetched'] as const;
export type LogoSource = (typeof LOGO_SOURCES)[number];

/** Where a stored logo is served: its content's hash in the address, so it can be cached for a year. */
export const LOGO_PATH_PREFIX = '/api/public/logos/';
export const logoPath = (hash: string, contentType: string) => `${LOGO_PATH_PREFIX}${hash}.${contentType === 'image/svg+xml' ? 'svg' : 'webp'}`;
