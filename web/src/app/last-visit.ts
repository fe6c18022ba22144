import { meQueryOptions } from '../api/me.ts';
import { STORAGE_KEYS } from '../api/session-store.ts';
import { queryClient } from './query-client.ts';

let started = false;

/** Puts the last visit's answers in the cache (api/persisted-cache.ts) and starts keeping them; answers once they are in. */
function startKeeping(token: string): Promise<unknown> {
  return import('../api/persisted-cache.ts').then(({ startPersistedCache }) =>
    startPersistedCache({
      queryClient,
      local: localStorage,
      token,
      currentToken: () => localStorage.getItem(STORAGE_KEYS.userToken),
      build: import.meta.env.BUILD_ID ?? 'development',
    }),
  );
}

/**
 * The signed-in screens' loader. Once per page it restores the last visit's answers and starts
 * keeping them; with answers stored the screen waits for them, without it does not wait for the
 * code that will keep them. Then it waits for the account (restored or asked for): the header and
 * the dashboard's e-mail banner follow it, and would move what is below them if it came later.
 */
export async function restoreLastVisit(): Promise<null> {
  const token = localStorage.getItem(STORAGE_KEYS.userToken);
  if (token === null) return null;
  if (!started) {
    started = true;
    const stored = localStorage.getItem(STORAGE_KEYS.signedInCache) !== null;
    // A failure (the code could not be loaded) leaves the screens to load as on a first visit.
    const keeping = startKeeping(token).catch(() => null);
    if (stored) await keeping;
  }
  // A failure is the session layer's (a 401 signs out) or the screen's to show.
  await queryClient.ensureQueryData(meQueryOptions()).catch(() => null);
  return null;
}
