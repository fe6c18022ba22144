import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createSessionStore } from '#web/api/session-store.ts';
import { useIsSignedIn } from '#web/api/use-session.ts';
import { applyNewNotification, applyUnreadCount } from './stream-cache.ts';
import { streamStatus } from './stream-status.ts';
import { getUnreadCount } from './unread-count.ts';

/** The same stored token the session layer sends with every call. */
const tokens = createSessionStore({ local: window.localStorage, perTab: window.sessionStorage });

/**
 * Keeps this tab's notification stream open while someone is signed in, feeding the query cache.
 * Mount once (the bell does). The stream's code (it checks each event with zod) loads after the
 * header is drawn: the first paint of a signed-in screen does not wait for it.
 */
export function useNotificationStream(): void {
  const signedIn = useIsSignedIn();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | null = null;
    let ended = false;
    // Code that cannot be loaded leaves the stream closed, as a dropped connection would.
    void import('./stream.ts').then(
      ({ startNotificationStream }) => {
        if (ended) return;
        stop = startNotificationStream(
          { fetch: (input, init) => window.fetch(input, init), token: () => tokens.userToken() },
          {
            onNotification: (event) => applyNewNotification(queryClient, event),
            onUnreadCount: (count) => applyUnreadCount(queryClient, count),
            onLiveChange: (live) => streamStatus.set(live),
            // The same question through the session layer: if the session is over, its 401 rule signs out.
            onUnauthorized: () =>
              getUnreadCount().then(
                (count) => applyUnreadCount(queryClient, count),
                () => {},
              ),
          },
        ).stop;
      },
      () => {},
    );
    return () => {
      ended = true;
      stop?.();
      streamStatus.set(false);
    };
  }, [signedIn, queryClient]);
}
