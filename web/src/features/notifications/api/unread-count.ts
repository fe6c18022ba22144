import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '#contract/notifications/schema.ts';
import { api } from '#web/api/client.ts';
import { useIsSignedIn } from '#web/api/use-session.ts';
import { notificationKeys } from '#web/api/query-keys.ts';
import { useStreamIsLive } from './stream-status.ts';

/** user-side.md §9: polled every 30 seconds; here only while the live stream is down. */
const UNREAD_COUNT_POLL_MS = 30_000;

/** GET /api/notifications/unread-count; a failure is logged only (user-side.md §8), a 401 still ends the session. */
export async function getUnreadCount(): Promise<UnreadCount> {
  try {
    return await api.get<UnreadCount>('/api/notifications/unread-count', { errorToast: false });
  } catch (error) {
    console.warn('Could not load the unread notification count', error);
    throw error;
  }
}

export function unreadCountQueryOptions() {
  return queryOptions({ queryKey: notificationKeys.unreadCount, queryFn: getUnreadCount });
}

export function useUnreadCount() {
  const signedIn = useIsSignedIn();
  const live = useStreamIsLive();
  return useQuery({ ...unreadCountQueryOptions(), enabled: signedIn, refetchInterval: live ? false : UNREAD_COUNT_POLL_MS });
}
