import type { Notification, UnreadCount } from '#contract/notifications/schema.ts';
import { notify } from '#web/lib/toast.tsx';
import { endedSession } from '#web/api/session.ts';
import { notificationKeys } from '#web/api/query-keys.ts';
import { optimisticView, useRefreshingMutation, type OptimisticView } from '#web/api/refreshing-mutation.ts';

/** The notification screens word their own failures, so the session layer's generic toast stays quiet. */
export const OWN_WORDS = { errorToast: false } as const;

/** The failure toast, unless the session ended (the session layer has signed out; nothing more to say). */
export function toastFailure(error: unknown, message: string): void {
  if (!endedSession(error)) notify.error(message);
}

/**
 * Every notification list in the cache as a change leaves it, before the server answers: `change`
 * answers each notification as it will be, or null when it goes. A failure puts the lists back, and
 * every change reads the notifications again once it settles (user-side.md §8: a failure is a toast).
 */
export function listsShowing<Variables>(change: (notification: Notification, variables: Variables) => Notification | null): OptimisticView<Variables> {
  return optimisticView<Notification[], Variables>(notificationKeys.lists, (list, variables) =>
    list.flatMap((notification) => change(notification, variables) ?? []),
  );
}

/** The unread count as a change leaves it (never below 0). */
export function unreadCountShowing<Variables>(change: (count: number, variables: Variables) => number): OptimisticView<Variables> {
  return optimisticView<UnreadCount, Variables>(notificationKeys.unreadCount, (data, variables) => ({
    unread_count: Math.max(0, change(data.unread_count, variables)),
  }));
}

/** An unread notification, read now; any other as it is. */
export function asRead(notification: Notification): Notification {
  return notification.status === 'UNREAD' ? { ...notification, status: 'READ', read_at: new Date().toISOString() } : notification;
}

/**
 * A change to the notifications, shown at once through `views`, with its toasts; whatever the
 * outcome, the notifications and the count are read again.
 */
export function useNotificationMutation<Result, Variables>(
  mutationFn: (variables: Variables) => Promise<Result>,
  views: OptimisticView<Variables>[],
  toasts: { done: (result: Result) => void; failed: string },
) {
  return useRefreshingMutation(
    mutationFn,
    { optimistic: views, onSettled: [notificationKeys.all] },
    { onSuccess: toasts.done, onError: (error) => toastFailure(error, toasts.failed) },
  );
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
async function oneByOne(ids: string[], each: (id: string) => Promise<unknown>): Promise<{ changed: number; failed: number }> {
  const results = await Promise.allSettled(ids.map(each));
  const failed = results.filter((result) => result.status === 'rejected');
  // A session that ended on the way is the session layer's to report, not a partial failure.
  const ended = failed.find((result) => endedSession(result.reason));
  if (ended) throw ended.reason;
  return { changed: results.length - failed.length, failed: failed.length };
}

/** A change to the selected notifications, shown at once: its toasts (all done, or some failed) and the refresh after. */
export function useSelectionMutation(
  run: (ids: string[]) => Promise<ManyResult>,
  views: OptimisticView<string[]>[],
  toasts: { done: (count: number) => string; failed: string },
) {
  return useNotificationMutation(run, views, {
    done: ({ changed, failed }) => {
      if (failed > 0) notify.error(toasts.failed);
      else notify.success(toasts.done(changed));
    },
    failed: toasts.failed,
  });
}
