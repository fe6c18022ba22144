import { errorMessageOf } from './session-rules.ts';
import { endedSession } from './session.ts';

/** What a form says about a failed call: the server's detail; nothing when the session ended (the session layer handled it). */
export function failureMessage(error: unknown): string | null {
  if (error === null || endedSession(error)) return null;
  return errorMessageOf(error);
}
