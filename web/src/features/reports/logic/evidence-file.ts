import { EVIDENCE_MAX_BYTES, EVIDENCE_TYPES } from '#contract/reports/rules.ts';

const MEGABYTE = 1024 * 1024;

/** "2 MB", "3.4 MB": a size as people read it, in the units of the limit. */
export function formatMegabytes(bytes: number): string {
  const megabytes = Math.ceil((bytes / MEGABYTE) * 10) / 10;
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}

export const EVIDENCE_HINT = `A PNG, JPEG or WebP image of up to ${formatMegabytes(EVIDENCE_MAX_BYTES)}.`;

/**
 * Why a chosen file cannot be sent as a screenshot, checked before it is sent (the server checks
 * the bytes again): not one of the image types, or over the size limit. Null when it may go.
 */
export function evidenceFileProblem(file: { type: string; size: number }): string | null {
  if (!(EVIDENCE_TYPES as readonly string[]).includes(file.type))
    return 'This file is not a PNG, JPEG or WebP image. Choose a screenshot in one of those formats.';
  if (file.size > EVIDENCE_MAX_BYTES)
    return `This file is ${formatMegabytes(file.size)}. Choose a screenshot of ${formatMegabytes(EVIDENCE_MAX_BYTES)} or less.`;
  if (file.size === 0) return 'This file is empty. Choose another screenshot.';
  return null;
}
