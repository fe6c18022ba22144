import type { QueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/toast.tsx';
import { endedSession } from '../session.ts';
import { notificationKeys } from './keys.ts';

/** The notification screens word their own failures, so the session layer's generic toast stays quiet. */
export const OWN_WORDS = { errorToast: false } as const;

/** The failure toast, unless the session ended (the session layer has signed out; nothing more to say). */
export function toastFailure(error: unknown, message: string): void {
  if (!endedSession(error)) notify.error(message);
}

export function refreshNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

/** Runs `each` for every id at once; answers how many succeeded and how many failed. */
export async function oneByOne(ids: string[], each: (id: string) => Promise<unknown>): Promise<{ changed: number; failed: number }> {
  const results = await Promise.allSettled(ids.map(each));
  const failed = results.filter((result) => result.status === 'rejected');
  // A session that ended on the way is the session layer's to report, not a partial failure.
  const ended = failed.find((result) => endedSession(result.reason));
  if (ended) throw ended.reason;
  return { changed: results.length - failed.length, failed: failed.length };
}
