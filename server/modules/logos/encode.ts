import { LOGO_MAX_BYTES, LOGO_MAX_SIDE, LOGO_NOT_AN_IMAGE, LOGO_SVG_REFUSED, LOGO_TOO_LARGE } from '#contract/logos/rules.ts';
import { PayloadTooLargeError, UnprocessableError } from '#server/lib/errors.ts';
import { encodeOrRefuse, isUploadFormat, readUpload } from '#server/lib/images.ts';

/**
 * An uploaded or fetched logo as this server keeps it: read by its bytes (a PNG, JPEG or WebP, never
 * an SVG, whatever it was called), turned upright, shrunk to fit LOGO_MAX_SIDE and re-encoded as a
 * WebP without the original's metadata.
 */
export async function logoWebp(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > LOGO_MAX_BYTES) throw new PayloadTooLargeError(LOGO_TOO_LARGE);
  const { format, fitted } = await readUpload(bytes);
  if (format === 'svg') throw new UnprocessableError(LOGO_SVG_REFUSED);
  if (!isUploadFormat(format)) throw new UnprocessableError(LOGO_NOT_AN_IMAGE);
  const { data } = await encodeOrRefuse(fitted(LOGO_MAX_SIDE).webp({ quality: 90 }), LOGO_NOT_AN_IMAGE);
  // A 256-pixel WebP is far smaller than this; the check keeps the table's own limit from ever being the one that refuses.
  if (data.length > LOGO_MAX_BYTES) throw new PayloadTooLargeError(LOGO_TOO_LARGE);
  return data;
}
