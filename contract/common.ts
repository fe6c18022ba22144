import { z } from 'zod';

/** Every error the API answers has this shape: one sentence a person can read. */
export const errorBody = z.object({ detail: z.string() }).meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBody>;

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
