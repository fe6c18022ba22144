/** What a session keeps in the browser, and who wants to hear when it changes. */

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const STORAGE_KEYS = {
  /** localStorage: the user's bearer token; its presence means "signed in" (user-side.md §4). */
  userToken: 'authToken',
  /**
   * localStorage: the signed-in person's account and dashboard answers from their last visit,
   * shown while they are asked for again (api/persisted-cache.ts). It belongs to one token: it is
   * removed whenever the user token changes or goes (docs/decisions/accounts.md, "Last visit's answers").
   */
  signedInCache: 'signedInCache',
  /** localStorage: the administrator's bearer token, kept apart from the user's. */
  adminToken: 'adminToken',
  /** localStorage: the flag that gates /admin/dashboard (a client check only, per the spec). */
  adminFlag: 'isAdmin',
  /**
   * sessionStorage: the screen (path and query) to return to after signing in again. Per tab on
   * purpose: an ended session in one tab should not steer a sign-in in another.
   */
  redirectAfterLogin: 'redirectAfterLogin',
} as const;

/** Only a path on this site ('/x', never '//host' or 'https://...'), so a stored value cannot send anyone away. */
function isOwnScreen(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export function createSessionStore({ local, perTab }: { local: StorageLike; perTab: StorageLike }) {
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  const write = (key: string, value: string | null) => {
    if (value === null) local.removeItem(key);
    else local.setItem(key, value);
    changed();
  };

  // Signing out, a 401, a deleted account and a renewed token all pass here: the last visit's answers go with the token.
  const writeUserToken = (token: string | null) => {
    if (token !== local.getItem(STORAGE_KEYS.userToken)) local.removeItem(STORAGE_KEYS.signedInCache);
    write(STORAGE_KEYS.userToken, token);
  };

  return {
    userToken: () => local.getItem(STORAGE_KEYS.userToken),
    setUserToken: (token: string) => writeUserToken(token),
    clearUserToken: () => writeUserToken(null),

    adminToken: () => local.getItem(STORAGE_KEYS.adminToken),
    setAdminToken: (token: string) => write(STORAGE_KEYS.adminToken, token),
    clearAdminToken: () => write(STORAGE_KEYS.adminToken, null),

    hasAdminFlag: () => local.getItem(STORAGE_KEYS.adminFlag) === 'true',
    setAdminFlag: () => write(STORAGE_KEYS.adminFlag, 'true'),
    clearAdminFlag: () => write(STORAGE_KEYS.adminFlag, null),

    rememberRedirect: (pathAndQuery: string) => perTab.setItem(STORAGE_KEYS.redirectAfterLogin, pathAndQuery),
    /** Reads and forgets the remembered screen: it is used once. */
    takeRedirect: (): string | null => {
      const path = perTab.getItem(STORAGE_KEYS.redirectAfterLogin);
      perTab.removeItem(STORAGE_KEYS.redirectAfterLogin);
      return path !== null && isOwnScreen(path) ? path : null;
    },

    /** Called when storage changed behind our back (another tab). */
    notifyChanged: changed,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
