import { STORAGE_KEYS } from '../api/session-store.ts';
import { queryClient } from './query-client.ts';

let started = false;

/**
 * The signed-in screens' loader: puts the last visit's answers in the cache (api/persisted-cache.ts)
 * and starts keeping them, once per page. With answers stored, the screen waits for them, so it is
 * drawn whole at once; without, it does not wait for the code that will keep them.
 */
export function restoreLastVisit(): Promise<null> | null {
  const token = localStorage.getItem(STORAGE_KEYS.userToken);
  if (started || token === null) return null;
  started = true;
  const stored = localStorage.getItem(STORAGE_KEYS.signedInCache) !== null;
  const restoring = import('../api/persisted-cache.ts').then(({ startPersistedCache }) =>
    startPersistedCache({
      queryClient,
      local: localStorage,
      token,
      currentToken: () => localStorage.getItem(STORAGE_KEYS.userToken),
      build: import.meta.env.BUILD_ID ?? 'development',
    }),
  );
  // A failure (the code could not be loaded) leaves the screens to load as on a first visit.
  const done = restoring.then(
    () => null,
    () => null,
  );
  return stored ? done : null;
}
