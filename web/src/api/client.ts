/**
 * The browser's one session: the HTTP client over window.fetch, the session layer over it, wired
 * to localStorage, sessionStorage, the toaster and the router. Endpoint files import `api` from here.
 */
import { notify } from '../lib/toast.tsx';
import { takeEarlyRead } from './early-read.ts';
import { createHttpClient } from './http.ts';
import { announceLogout } from './logout-broadcast.ts';
import { createSession } from './session.ts';
import { STORAGE_KEYS, createSessionStore } from './session-store.ts';

const sessionStore = createSessionStore({ local: window.localStorage, perTab: window.sessionStorage });

// Another tab signing in or out changes localStorage here too: let screens re-check.
const watchedKeys: string[] = [STORAGE_KEYS.userToken, STORAGE_KEYS.adminToken, STORAGE_KEYS.adminFlag];
window.addEventListener('storage', (event) => {
  if (event.key === null || watchedKeys.includes(event.key)) sessionStore.notifyChanged();
});

/** Until the router connects itself, a full page load does the job. */
let navigateTo: (to: string) => void = (to) => window.location.assign(to);

/** The router hands over its navigate, so the session layer moves between screens without a reload. */
export function connectNavigator(navigate: (to: string) => void): void {
  navigateTo = navigate;
}

export const api = createSession({
  // The dashboard's page may have asked for its answer already: its first read takes that one.
  http: createHttpClient((input, init) => takeEarlyRead(input, init) ?? window.fetch(input, init)),
  store: sessionStore,
  navigate: (to) => navigateTo(to),
  notify,
  announceLogout,
  currentScreen: () => `${window.location.pathname}${window.location.search}`,
  now: () => Date.now(),
});
