/** GET /api/batch: several GET calls in one request (contract/batch/schema.ts). */
export const BATCH_PATH = '/api/batch';

/** The most reads one batch may ask for: a screen's first reads, with room to spare. */
export const BATCH_MOST_READS = 12;
