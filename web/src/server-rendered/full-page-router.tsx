import { useSyncExternalStore, type ReactNode } from 'react';
import { Router, createPath, type Navigator } from 'react-router';
import { STORAGE_KEYS } from '#web/api/session-store.ts';
import { SignedInContext } from '#web/lib/signed-in-context.ts';

/**
 * Links on a server-rendered page load their page in full: the page carries no router of the app's,
 * so a link to the dashboard or onboarding goes to the app, and one to another public page to the
 * server, which renders it.
 */
const fullPageNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  push: (to) => window.location.assign(typeof to === 'string' ? to : createPath(to)),
  replace: (to) => window.location.replace(typeof to === 'string' ? to : createPath(to)),
  go: (delta) => window.history.go(delta),
};

function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** Signed in here: the app's token is stored (user-side.md §4); on the server, and while hydrating, nobody is. */
function useStoredSignIn(): boolean {
  return useSyncExternalStore(
    subscribeToStorage,
    () => window.localStorage.getItem(STORAGE_KEYS.userToken) !== null,
    () => false,
  );
}

/** The browser's side of a server-rendered page: the address it was loaded at, links that load pages in full, and who is signed in. */
export function FullPageRouter({ children }: { children: ReactNode }) {
  const signedIn = useStoredSignIn();
  const location = { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };
  return (
    <Router location={location} navigator={fullPageNavigator}>
      <SignedInContext value={signedIn}>{children}</SignedInContext>
    </Router>
  );
}
