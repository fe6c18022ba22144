import type { FastifyRequest } from 'fastify';

/**
 * The header GET /api/batch asks each of its reads with, so that a read which cannot be one JSON
 * answer (another batch, the live stream) refuses at once, whatever spelling of its path reached it.
 * Sent by anyone else, it only has their own request refused. Its value is the batch's random key,
 * under which the batch's reads share one read of their ETags' versions (plugins/conditional-reads.ts).
 */
export const BATCHED_READ_HEADER = 'x-batched-read';

/** Whether this request is a read inside GET /api/batch. */
export function isBatchedRead(request: FastifyRequest): boolean {
  return request.headers[BATCHED_READ_HEADER] !== undefined;
}
