import { z } from 'zod';
import { BATCH_MOST_READS, BATCH_PATH } from './rules.ts';

/** Reads that are not one JSON answer: the live stream never ends, and a batch inside a batch is refused. */
const NOT_BATCHED = [BATCH_PATH, '/api/notifications/stream'];

/**
 * The route a read's path comes to once the server has it: dot segments and backslashes resolved
 * as a URL parser resolves them, escapes decoded, doubled and trailing slashes dropped, in lower
 * case. `/api/x/../batch/`, `/api/%62atch` and `/api//batch` are all GET /api/batch.
 */
function routeOfRead(path: string): string {
  let route = path;
  try {
    route = new URL(path, 'http://localhost').pathname;
    route = decodeURIComponent(route);
  } catch {
    // A path no parser takes, or an escape that is not UTF-8: compared as written.
  }
  return route
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1')
    .toLowerCase();
}

const readPath = z
  .string()
  .max(2000, 'A read’s path must be at most 2000 characters')
  .refine((path) => path.startsWith('/api/') && routeOfRead(path).startsWith('/api/'), 'Each read must be a path under /api/')
  .refine((path) => !NOT_BATCHED.includes(routeOfRead(path)), 'The live stream and GET /api/batch cannot be asked for in a batch');

/**
 * GET /api/batch?get=/api/auth/me&get=/api/user-apps: the GET calls a screen first makes, asked
 * for in one request (each `get` one call's path with its own query string, URL-encoded).
 */
export const batchQuery = z.object({
  get: z
    .union([readPath, z.array(readPath)], { error: 'Name at least one read: ?get=/api/...' })
    .transform((paths) => (Array.isArray(paths) ? paths : [paths]))
    .pipe(
      z
        .array(z.string())
        .min(1, 'Name at least one read: ?get=/api/...')
        .max(BATCH_MOST_READS, `At most ${BATCH_MOST_READS} reads can be asked for in one batch`),
    ),
});

/** One call's answer, as it would have come on its own: its status, the headers a client reads (an ETag, a list's X-Total-Count) and its JSON body. */
const batchAnswer = z.object({
  status: z.number().int(),
  headers: z.record(z.string(), z.string()),
  body: z.unknown(),
});
export type BatchAnswer = z.infer<typeof batchAnswer>;

/** The answers in the order the reads were asked for. */
export const batchAnswers = z.object({ answers: z.array(batchAnswer) }).meta({ id: 'BatchAnswers' });
export type BatchAnswers = z.infer<typeof batchAnswers>;
