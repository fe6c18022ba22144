import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../api/client.ts';
import { meQueryOptions } from '../api/me.ts';
import { STORAGE_KEYS } from '../api/session-store.ts';
import { startDashboardLoads } from '../screens/dashboard/dashboard-loads.ts';
import { queryClient } from './query-client.ts';

let started = false;

/** How long a signed-in screen waits for the account before it is drawn without it. */
const ACCOUNT_WAIT_MS = 1000;

/** Puts the last visit's answers in the cache (api/persisted-cache.ts) and starts keeping them, once per page; answers once they are in. */
function startKeeping(): Promise<unknown> {
  const token = localStorage.getItem(STORAGE_KEYS.userToken);
  if (started || token === null) return Promise.resolve();
  started = true;
  return import('../api/persisted-cache.ts')
    .then(({ startPersistedCache }) =>
      startPersistedCache({
        queryClient,
        local: localStorage,
        token,
        currentToken: () => localStorage.getItem(STORAGE_KEYS.userToken),
        build: import.meta.env.BUILD_ID ?? 'development',
      }),
    )
    .catch(() => null); // The code could not be loaded: the screens load as on a first visit.
}

/**
 * The signed-in layout calls this once it is drawn: with no answers stored (a first visit), the
 * keeping's code (zod and the contract's schemas) loads after the first paint, not beside it.
 */
export function keepLastVisit(): void {
  void startKeeping();
}

/**
 * The signed-in screens' loader. With answers stored it restores them first, so the screen is
 * drawn whole at once. Then it waits for the account (restored or asked for), at most a second:
 * the header and the dashboard's e-mail banner follow it, and would move what is below them if it
 * came later (docs/decisions/accounts.md, "Last visit's answers"). Opening the dashboard, the
 * account comes in the dashboard's one answer: its loads start here, before this loader asks for
 * the account on its own (it runs before the screen's), and the wait joins them. Opening another
 * screen, the account goes in one request with the screen's own reads.
 */
export async function restoreLastVisit({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<null> {
  if (localStorage.getItem(STORAGE_KEYS.userToken) === null) return null;
  if (new URL(request.url).pathname.replace(/\/+$/, '') === '/dashboard') startDashboardLoads(queryClient);
  // Any other screen's loader, which runs beside this one, gathers its reads with the account's
  // into one request (app/screen-loads.ts); the window opens here, before the account is asked for.
  else api.gatherReads();
  if (localStorage.getItem(STORAGE_KEYS.signedInCache) !== null) await startKeeping();
  // A failure is the session layer's (a 401 signs out) or the screen's to show.
  const account = queryClient.ensureQueryData(meQueryOptions()).catch(() => null);
  await Promise.race([account, new Promise((resolve) => setTimeout(resolve, ACCOUNT_WAIT_MS))]);
  return null;
}
