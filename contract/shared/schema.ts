import { z } from 'zod';

/** Every error the API answers has this shape: one sentence a person can read. */
export const errorBody = z.object({ detail: z.string() }).meta({ id: 'Error' });

/** A route's refusals for its response schema: each status answers `{detail}`. */
export function errorAnswers<Status extends number>(...statuses: Status[]): Record<Status, typeof errorBody> {
  return Object.fromEntries(statuses.map((status) => [status, errorBody])) as Record<Status, typeof errorBody>;
}

/** A success that only says something to the person, shown as a toast by the client. */
export const messageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;

export const idParams = z.object({ id: z.uuid({ error: 'The id is not a valid identifier' }) });

/** Timestamps travel as ISO 8601 strings. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** An id field: "X is required" when missing, "X must be a valid identifier" otherwise. */
export function idField(label: string) {
  return z.uuid({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a valid identifier`) });
}

/** ?limit= of a list: a whole number from 1 to `max`, `fallback` when absent, each refusal in words. */
export function limitParam(max: number, fallback: number) {
  return z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(max, `Limit must be at most ${max}`)
    .default(fallback);
}

const pageNumber = z.coerce
  .number({ error: 'Page must be a number' })
  .int('Page must be a whole number')
  .min(1, 'Page must be at least 1')
  .max(100_000, 'Page must be at most 100000');

/** ?page= of a paged list: a whole number from 1, 1 when absent, each refusal in words. */
export const pageParam = pageNumber.default(1);

/** ?page= of a list that pages only when asked: absent, the list answers as it did before it had pages. */
export const optionalPageParam = pageNumber.optional();
