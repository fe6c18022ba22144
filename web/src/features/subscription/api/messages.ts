import { HttpError } from '#web/api/http.ts';

/** The subscription screens' failure sentences (user-side.md §8). */
export const LOAD_FAILED_MESSAGE = 'Failed to load subscription information';
export const UPGRADE_FAILED_MESSAGE = 'Failed to upgrade subscription';

/** A failed upgrade: the server's detail when it gave one, else the spec's sentence. */
export function upgradeFailureMessage(error: unknown): string {
  const body = error instanceof HttpError ? error.body : undefined;
  const detail = typeof body === 'object' && body !== null && 'detail' in body ? body.detail : undefined;
  return typeof detail === 'string' && detail.trim() !== '' ? detail : UPGRADE_FAILED_MESSAGE;
}
