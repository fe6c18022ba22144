import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notify } from '#web/lib/toast.tsx';
import { endedSession } from '#web/api/session.ts';
import { notificationKeys } from '#web/api/query-keys.ts';

/** The notification screens word their own failures, so the session layer's generic toast stays quiet. */
export const OWN_WORDS = { errorToast: false } as const;

/** The failure toast, unless the session ended (the session layer has signed out; nothing more to say). */
export function toastFailure(error: unknown, message: string): void {
  if (!endedSession(error)) notify.error(message);
}

export function refreshNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

type ManyResult = { changed: number; failed: number };

/** The bulk call; if it fails (and the session has not ended), `each` for every id on its own (user-side.md §7). */
export async function bulkOrEach(ids: string[], bulk: (ids: string[]) => Promise<number>, each: (id: string) => Promise<unknown>): Promise<ManyResult> {
  try {
    return { changed: await bulk(ids), failed: 0 };
  } catch (error) {
    if (endedSession(error)) throw error;
    return oneByOne(ids, each);
  }
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


/** A change to the selected notifications: its toasts (all done, or some failed) and the refresh after. */
export function useSelectionMutation(run: (ids: string[]) => Promise<ManyResult>, toasts: { done: (count: number) => string; failed: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: ({ changed, failed }: ManyResult) => {
      if (failed > 0) notify.error(toasts.failed);
      else notify.success(toasts.done(changed));
    },
    onError: (error) => toastFailure(error, toasts.failed),
    onSettled: () => refreshNotifications(queryClient),
  });
}
