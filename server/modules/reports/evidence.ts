import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { EVIDENCE_MAX_BYTES, EVIDENCE_PER_REPORT, type EvidenceType } from '#contract/reports/rules.ts';
import type { Report } from '#contract/reports/schema.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { reportEvidence, reports } from '#server/db/schema.ts';
import { ConflictError, NotFoundError, PayloadTooLargeError, UnprocessableError } from '#server/lib/errors.ts';
import { encodeOrRefuse, isUploadFormat, readUpload } from '#server/lib/images.ts';
import { REPORT_CLOSED, reportFor, threadAndEvidence, toSummary } from './service.ts';

export const NOT_AN_IMAGE = 'Attach a screenshot as a PNG, JPEG or WebP image';
export const TOO_LARGE = 'A screenshot must be at most 2 MB';
const NO_EVIDENCE = 'There is no screenshot with that id on this report';
/** A screenshot is kept at most this wide and tall; a phone's full-page capture is shrunk to it. */
const MAX_SIDE = 2560;

type Encoded = { content: Buffer; contentType: EvidenceType; width: number; height: number };

/**
 * Reads an uploaded screenshot by its bytes (never by the name or type it claims), and re-encodes it
 * in its own format, at most MAX_SIDE on a side: what is stored carries none of the original's
 * metadata (camera, place, time), and nothing of a crafted file survives but its pixels.
 */
async function reencodeScreenshot(upload: Buffer): Promise<Encoded> {
  if (upload.length > EVIDENCE_MAX_BYTES) throw new PayloadTooLargeError(TOO_LARGE);
  const { format, fitted } = await readUpload(upload);
  if (!isUploadFormat(format)) throw new UnprocessableError(NOT_AN_IMAGE);
  const pipeline = fitted(MAX_SIDE);
  const encoders = {
    png: () => ({ type: 'image/png' as const, out: pipeline.png({ compressionLevel: 9, palette: false }) }),
    jpeg: () => ({ type: 'image/jpeg' as const, out: pipeline.jpeg({ quality: 85, mozjpeg: true }) }),
    webp: () => ({ type: 'image/webp' as const, out: pipeline.webp({ quality: 85 }) }),
  };
  const encoder = encoders[format]();
  const { data, info } = await encodeOrRefuse(encoder.out, NOT_AN_IMAGE);
  // A PNG can come out larger than it went in; it is then kept as a WebP of the same pixels.
  if (data.length > EVIDENCE_MAX_BYTES) {
    const smaller = await encodeOrRefuse(sharp(data).webp({ quality: 85 }), NOT_AN_IMAGE);
    if (smaller.data.length > EVIDENCE_MAX_BYTES) throw new PayloadTooLargeError(TOO_LARGE);
    return { content: smaller.data, contentType: 'image/webp', width: smaller.info.width, height: smaller.info.height };
  }
  return { content: data, contentType: encoder.type, width: info.width, height: info.height };
}

/** Whether the caller may add a screenshot to this report, decided before its body is read: a party of the match, while the report is open. */
export async function mayAddEvidence(db: Db, userId: string, reportId: string): Promise<void> {
  const { row } = await reportFor(db, userId, reportId);
  if (row.status !== 'OPEN') throw new ConflictError(REPORT_CLOSED);
}

/** Either party adds a screenshot to an open report; at most EVIDENCE_PER_REPORT a report. */
export async function addEvidence(db: Db, userId: string, reportId: string, upload: Buffer): Promise<Report> {
  const encoded = await reencodeScreenshot(upload);
  return db.transaction(async (tx) => {
    const { row, match, role } = await reportFor(tx, userId, reportId, true);
    if (row.status !== 'OPEN') throw new ConflictError(REPORT_CLOSED);
    const [held] = await tx.select({ count: count() }).from(reportEvidence).where(eq(reportEvidence.reportId, reportId));
    if ((held?.count ?? 0) >= EVIDENCE_PER_REPORT) throw new ConflictError(`A report holds at most ${EVIDENCE_PER_REPORT} screenshots`);
    await tx.insert(reportEvidence).values({ reportId, authorId: userId, authorRole: role, ...encoded });
    await tx.update(reports).set({ updatedAt: new Date() }).where(eq(reports.id, reportId));
    return { ...toSummary(row, match.appName, role), ...(await threadAndEvidence(tx, reportId)) };
  });
}

/** A report's screenshot's bytes; the caller's right to see the report is checked before this. */
export async function evidenceBytes(db: DbOrTx, reportId: string, evidenceId: string): Promise<{ content: Buffer; contentType: string }> {
  const [row] = await db
    .select({ content: reportEvidence.content, contentType: reportEvidence.contentType })
    .from(reportEvidence)
    .where(and(eq(reportEvidence.id, evidenceId), eq(reportEvidence.reportId, reportId)));
  if (!row) throw new NotFoundError(NO_EVIDENCE);
  return row;
}

/** A party's screenshot: the two parties only; anyone else 404 as for the report. */
export async function partyEvidence(db: DbOrTx, userId: string, reportId: string, evidenceId: string) {
  await reportFor(db, userId, reportId);
  return evidenceBytes(db, reportId, evidenceId);
}
