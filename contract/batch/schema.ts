import { z } from 'zod';
import { BATCH_MOST_READS, BATCH_PATH } from './rules.ts';

/** Reads that are not one JSON answer: the live stream never ends, and a batch inside a batch is refused. */
const NOT_BATCHED = [BATCH_PATH, '/api/notifications/stream'];

const readPath = z
  .string()
  .max(2000, 'A read’s path must be at most 2000 characters')
  .refine((path) => path.startsWith('/api/'), 'Each read must be a path under /api/')
  .refine((path) => !NOT_BATCHED.includes(path.split('?', 1)[0]!), 'The live stream and GET /api/batch cannot be asked for in a batch');

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
