/**
 * The session layer: every API call goes through here, and the spec's call rules are applied once
 * (admin-side.md §6-§8): which token a path takes, what a 401 does, which failures and successes
 * become toasts. Storage, navigation, toasts and the clock are passed in, so it runs anywhere.
 */
import { HttpError, type HttpClient, type HttpMethod, type HttpRequest } from './http.ts';
import {
  CACHE_BUSTING_PARAM,
  NO_CACHE_HEADERS,
  errorMessageOf,
  isCredentialPath,
  isSilentOnSuccess,
  needsNoCache,
  shouldRememberScreen,
  successMessageOf,
  toastsErrors,
  tokenKindFor,
} from './session-rules.ts';
import type { SessionStore } from './session-store.ts';

type Notifier = { success(message: string): void; error(message: string): void };

export type SessionDeps = {
  http: HttpClient;
  store: SessionStore;
  navigate: (to: string) => void;
  notify: Notifier;
  /** Tells this tab and the others that the user signed out. */
  announceLogout: () => void;
  /** Path and query of the screen the person is on. */
  currentScreen: () => string;
  now: () => number;
};

export type CallOptions = {
  query?: HttpRequest['query'];
  body?: unknown;
  /** false when the screen reports this failure in its own words (a second toast would repeat it). */
  errorToast?: boolean;
  /** false when the screen shows the answer's message itself (a toast would repeat it). */
  successToast?: boolean;
  /** 'blob' for an answer that is a file (an image), read as its bytes. */
  responseType?: HttpRequest['responseType'];
};

export const ADMIN_AUTH_REQUIRED = 'Admin authentication required';
const USER_HOME = '/';
const ADMIN_LOGIN_SCREEN = '/admin/login';
const ADMIN_HOME = '/admin';

/** An admin call attempted with no admin token stored: it never leaves the browser. */
export class AdminAuthRequiredError extends Error {
  override readonly name = 'AdminAuthRequiredError';
  constructor() {
    super(ADMIN_AUTH_REQUIRED);
  }
}

/** A failure the session layer already handled by signing out (401, or no admin token): screens say nothing more. */
export function endedSession(error: unknown): boolean {
  return (error instanceof HttpError && error.status === 401) || error instanceof AdminAuthRequiredError;
}

export function createSession({ http, store, navigate, notify, announceLogout, currentScreen, now }: SessionDeps) {
  function signOutUser(): void {
    store.clearUserToken();
    announceLogout();
    navigate(USER_HOME);
  }

  function userSessionEnded(): void {
    const screen = currentScreen();
    if (shouldRememberScreen(screen)) store.rememberRedirect(screen);
    signOutUser();
  }

  function adminSessionEnded(): void {
    store.clearAdminToken();
    navigate(ADMIN_LOGIN_SCREEN);
  }

  function handleFailure(path: string, error: unknown, options: CallOptions): void {
    if (endedSession(error) && !isCredentialPath(path)) {
      if (tokenKindFor(path) === 'admin') adminSessionEnded();
      else userSessionEnded();
      // A missing admin token is the one session failure the spec words for the person.
      if (!(error instanceof AdminAuthRequiredError)) return;
    }
    if (toastsErrors(path) && options.errorToast !== false) notify.error(errorMessageOf(error));
  }

  async function call<T>(method: HttpMethod, path: string, options: CallOptions = {}): Promise<T> {
    const kind = tokenKindFor(path);
    const token = kind === 'admin' ? store.adminToken() : store.userToken();
    const noCache = needsNoCache(path);
    try {
      if (kind === 'admin' && !token) throw new AdminAuthRequiredError();
      const result = await http.send<T>({
        method,
        path,
        query: noCache ? { ...options.query, [CACHE_BUSTING_PARAM]: now() } : options.query,
        body: options.body,
        token,
        headers: noCache ? { ...NO_CACHE_HEADERS } : undefined,
        responseType: options.responseType,
      });
      if (options.successToast !== false && !isSilentOnSuccess(method, path)) {
        const message = successMessageOf(result);
        if (message) notify.success(message);
      }
      return result;
    } catch (error) {
      handleFailure(path, error, options);
      throw error;
    }
  }

  return {
    call,
    get: <T>(path: string, options?: Omit<CallOptions, 'body'>) => call<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: Omit<CallOptions, 'body'>) => call<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: Omit<CallOptions, 'body'>) => call<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: Omit<CallOptions, 'body'>) => call<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: CallOptions) => call<T>('DELETE', path, options),

    signInUser(token: string): void {
      store.setUserToken(token);
    },
    signOutUser,
    signInAdmin(token: string): void {
      store.setAdminToken(token);
      store.setAdminFlag();
    },
    signOutAdmin(): void {
      store.clearAdminFlag();
      store.clearAdminToken();
      navigate(ADMIN_HOME);
    },
    /** The screen to return to after signing in, used once; null when there is none. */
    takeRedirectAfterLogin: (): string | null => store.takeRedirect(),
    /** A signed-in page opened signed out (as from an e-mail's link): where signing in should lead back to. */
    rememberPageAskedFor: (pathAndQuery: string): void => {
      if (shouldRememberScreen(pathAndQuery)) store.rememberRedirect(pathAndQuery);
    },
    /** The reads started before the current task ends (or, `until: 'sent'`, before `sendGatheredReads`) go to the server in one request (http.ts). */
    gatherReads: (options?: { until?: 'task' | 'sent' }): void => http.gatherReads(options),
    sendGatheredReads: (): void => http.sendGatheredReads(),
    isSignedIn: (): boolean => store.userToken() !== null,
    hasAdminFlag: (): boolean => store.hasAdminFlag(),
    subscribe: store.subscribe,
  };
}
