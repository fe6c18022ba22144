/**
 * The spec's call rules (admin-side.md §6-§8) as pure functions of a path, a method or an answer.
 * session.ts applies them; nothing here touches storage, the network or the screen.
 */
import type { HttpMethod } from './http.ts';

export type TokenKind = 'user' | 'admin';

const ADMIN_LOGIN_PATH = '/api/admin/login';

/** The pathname of a request path, without its query string or fragment. */
function pathnameOf(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? path;
}

/** Any path containing '/api/admin/' takes the admin token, except admin login; every other path the user token. */
export function tokenKindFor(path: string): TokenKind {
  const pathname = pathnameOf(path);
  return pathname.includes('/api/admin/') && pathname !== ADMIN_LOGIN_PATH ? 'admin' : 'user';
}

/**
 * The sign-in and sign-up calls: their screens report failures themselves, and a 401 there means
 * wrong credentials, not an ended session, so it neither toasts nor signs anyone out.
 */
const CREDENTIAL_PATHS: readonly string[] = ['/api/auth/login', '/api/auth/register', ADMIN_LOGIN_PATH];

/**
 * Calls whose failures the session layer does not toast. The credential paths per the spec, plus
 * the admin login hint, which answers 404 in production as a matter of course.
 */
const PATHS_WITHOUT_ERROR_TOAST: readonly string[] = [...CREDENTIAL_PATHS, '/api/public/admin-login-hint'];

/**
 * Read-type paths: their successful answers never become a toast, whatever the method.
 * Entries ending in '/*' cover one more path segment (an id).
 */
const SILENT_READ_PATHS: readonly string[] = [
  '/api/auth/me',
  '/api/user-apps',
  '/api/referral-codes/mine',
  '/api/referral-codes/available',
  '/api/referral-codes/claimed',
  '/api/matches/mine',
  '/api/notifications',
  '/api/notifications/unread-count',
  '/api/public/apps',
  '/api/public/admin-login-hint',
  '/api/health',
  '/api/admin/apps-with-offers',
  '/api/admin/ai-suggestions',
  '/api/admin/system-settings',
  '/api/admin/users',
  '/api/admin/users/metrics',
  '/api/admin/users/*',
];

/** Lists requested with a cache-busting timestamp and no-cache headers, so they are never stale; the dashboard holds both. */
const NO_CACHE_PATHS: readonly string[] = ['/api/public/apps', '/api/referral-codes/available', '/api/referral-codes/available/summary', '/api/dashboard'];
export const CACHE_BUSTING_PARAM = '_t';
export const NO_CACHE_HEADERS: Readonly<Record<string, string>> = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' };

/** Screen paths after which a 401 does not remember where to come back to. */
const PUBLIC_AUTH_SCREENS: readonly string[] = ['/', '/login', '/register'];

function matchesTable(table: readonly string[], path: string): boolean {
  const pathname = pathnameOf(path);
  return table.some((entry) => {
    if (!entry.endsWith('/*')) return entry === pathname;
    const prefix = entry.slice(0, -1);
    return pathname.startsWith(prefix) && !pathname.slice(prefix.length).includes('/') && pathname.length > prefix.length;
  });
}

export function isCredentialPath(path: string): boolean {
  return matchesTable(CREDENTIAL_PATHS, path);
}

export function toastsErrors(path: string): boolean {
  return !matchesTable(PATHS_WITHOUT_ERROR_TOAST, path);
}

/** GET requests and the read-type table stay silent on success. */
export function isSilentOnSuccess(method: HttpMethod, path: string): boolean {
  return method === 'GET' || matchesTable(SILENT_READ_PATHS, path);
}

export function needsNoCache(path: string): boolean {
  return matchesTable(NO_CACHE_PATHS, path);
}

/** Whether the screen the person was on is worth returning to after signing in again. */
export function shouldRememberScreen(pathAndQuery: string): boolean {
  return !PUBLIC_AUTH_SCREENS.includes(pathnameOf(pathAndQuery));
}

function stringField(value: unknown, field: 'detail' | 'message'): string | null {
  if (typeof value !== 'object' || value === null || !(field in value)) return null;
  const text = (value as Record<string, unknown>)[field];
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}

const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

/**
 * What to tell the person about a failure: the answer's detail, its message, the error's own
 * message, then the fallback.
 */
export function errorMessageOf(error: unknown, fallback: string = UNEXPECTED_ERROR_MESSAGE): string {
  const body = typeof error === 'object' && error !== null && 'body' in error ? error.body : undefined;
  const ownMessage = error instanceof Error && error.message.trim() !== '' ? error.message : null;
  return stringField(body, 'detail') ?? stringField(body, 'message') ?? ownMessage ?? fallback;
}

/** The success toast of an answer: its message, else its detail; null when it has neither. */
export function successMessageOf(body: unknown): string | null {
  return stringField(body, 'message') ?? stringField(body, 'detail');
}
