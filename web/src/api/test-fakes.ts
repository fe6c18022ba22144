/** Fakes for the session layer's tests: storage in a Map, a scripted fetch, recorded side effects. */
import { createHttpClient, type FetchLike } from './http.ts';
import { createSession } from './session.ts';
import { createSessionStore, type StorageLike } from './session-store.ts';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

type RecordedRequest = { url: string; method: string; headers: Record<string, string>; body: unknown };

export function jsonResponse(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that answers every call with `answer` and records what it was asked. */
export function scriptedFetch(answer: () => Response | Promise<Response>) {
  const requests: RecordedRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    requests.push({
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return answer();
  };
  return { fetch, requests };
}

type SessionFixtureOptions = {
  answer?: () => Response | Promise<Response>;
  local?: Record<string, string>;
  screen?: string;
  now?: number;
};

/** A session wired to fakes, with everything it did kept for the test to read. */
export function sessionFixture({
  answer = () => jsonResponse(200, {}),
  local = {},
  screen = '/dashboard',
  now = 1_700_000_000_000,
}: SessionFixtureOptions = {}) {
  const localStorage = memoryStorage(local);
  const perTab = memoryStorage();
  const { fetch, requests } = scriptedFetch(answer);
  const navigations: string[] = [];
  const toasts: { kind: 'success' | 'error'; message: string }[] = [];
  let logoutAnnouncements = 0;
  const store = createSessionStore({ local: localStorage, perTab });
  const session = createSession({
    http: createHttpClient(fetch),
    store,
    navigate: (to) => navigations.push(to),
    notify: {
      success: (message) => toasts.push({ kind: 'success', message }),
      error: (message) => toasts.push({ kind: 'error', message }),
    },
    announceLogout: () => {
      logoutAnnouncements += 1;
    },
    currentScreen: () => screen,
    now: () => now,
  });
  return {
    session,
    store,
    localStorage,
    perTab,
    requests,
    navigations,
    toasts,
    logoutAnnouncements: () => logoutAnnouncements,
  };
}
