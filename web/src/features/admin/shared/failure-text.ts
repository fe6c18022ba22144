import { HttpError } from '#web/api/http.ts';

function textField(body: unknown, field: 'detail' | 'message'): string | null {
  if (typeof body !== 'object' || body === null || !(field in body)) return null;
  const text = (body as Record<string, unknown>)[field];
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}

/**
 * What a failed admin write says (admin-side.md §8): the server's detail, its message, or the
 * error's own text when the server was never reached; else the spec's sentence for that action.
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return textField(error.body, 'detail') ?? textField(error.body, 'message') ?? fallback;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}
