import { errorMessageOf } from '#web/api/session-rules.ts';
import { endedSession } from '#web/api/session.ts';

/** What the profile screen says about a failed call: the server's detail; nothing when the session ended (the session layer handled it). */
export function failureMessage(error: unknown): string | null {
  if (error === null || endedSession(error)) return null;
  return errorMessageOf(error);
}
