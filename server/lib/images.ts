import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { BadRequestError, UnprocessableError } from './errors.ts';
import { EMPTY_FILE } from './raw-body.ts';

/** The formats people may upload (screenshots, logos), as read from the bytes: never SVG, which can carry script. */
const UPLOAD_FORMATS = ['png', 'jpeg', 'webp'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** Refuses images that would unpack to more pixels than this (a small file that decompresses to gigabytes). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Images decoded at once in this process, each on one libvips thread; the rest wait their turn.
 * Decoding runs off the event loop, but each decode may hold an image's pixels (up to
 * MAX_INPUT_PIXELS, 160 MB) and keeps a core busy: eight uploads at once must neither hold eight
 * images nor take every core from the requests the event loop is answering, so one core is always
 * left to it.
 */
const MAX_CONCURRENT_DECODES = Math.max(1, availableParallelism() - 1);
const decodes = pLimit(MAX_CONCURRENT_DECODES);
sharp.concurrency(1);

export type UploadedImage = {
  /** What the bytes are as sharp reads them ('png', 'svg', 'gif'...), whatever the name or declared type; undefined when they are no image. */
  format: string | undefined;
  /** The image turned upright (as its EXIF says) and shrunk to fit a square of maxSide, never enlarged; encoders keep none of its metadata. */
  fitted: (maxSide: number) => Sharp;
};

/** Opens an uploaded file for re-encoding: only its pixels survive, nothing of a crafted file's other parts. */
export async function readUpload(bytes: Buffer): Promise<UploadedImage> {
  if (bytes.length === 0) throw new BadRequestError(EMPTY_FILE);
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const format = await image
    .metadata()
    .then((metadata) => metadata.format)
    .catch(() => undefined);
  return { format, fitted: (maxSide) => image.rotate().resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true }) };
}

export function isUploadFormat(format: string | undefined): format is UploadFormat {
  return (UPLOAD_FORMATS as readonly (string | undefined)[]).includes(format);
}

/**
 * Runs an encoder, at most MAX_CONCURRENT_DECODES at once in this process; an image sharp can name
 * but not decode (cut short, corrupt) is refused with `refusal`.
 */
export function encodeOrRefuse(out: Sharp, refusal: string): Promise<{ data: Buffer; info: OutputInfo }> {
  return decodes(() =>
    out.toBuffer({ resolveWithObject: true }).catch(() => {
      throw new UnprocessableError(refusal);
    }),
  );
}
