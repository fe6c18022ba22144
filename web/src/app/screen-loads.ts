import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { api } from '#web/api/client.ts';
import { meQueryOptions } from '#web/api/me.ts';
import { unreadCountQueryOptions } from '#web/features/notifications/api/unread-count.ts';

type Prefetch = <Answer, Key extends QueryKey>(options: FetchQueryOptions<Answer, Error, Answer, Key>) => void;

/**
 * Starts a signed-in screen's first reads as its route opens, while the screen's code is still on
 * its way: the header's (the account and the bell's unread count) and the screen's own, gathered
 * into one request (GET /api/batch, web/src/api/http.ts). Each is a prefetch of its own query, so
 * a hook that mounts meanwhile joins it instead of asking again, and one still fresh in the cache
 * is not asked for at all. The dashboard has its own one answer (screens/dashboard/dashboard-loads.ts).
 */
export function startScreenLoads(queryClient: QueryClient, screenReads: (prefetch: Prefetch) => void = () => undefined): null {
  if (!api.isSignedIn()) return null;
  api.gatherReads();
  const prefetch: Prefetch = (options) => void queryClient.prefetchQuery(options);
  prefetch(meQueryOptions());
  prefetch(unreadCountQueryOptions());
  screenReads(prefetch);
  return null;
}
