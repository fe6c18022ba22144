import { notify } from '#web/lib/toast.tsx';
import { endedSession } from '#web/api/session.ts';
import { LOAD_FAILED_MESSAGE } from './messages.ts';

/** The subscription calls word their load failures as the spec does (user-side.md §8), once for both calls. */
export function reportLoadFailure(error: unknown): never {
  if (!endedSession(error)) notify.error(LOAD_FAILED_MESSAGE);
  throw error;
}
