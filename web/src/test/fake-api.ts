/**
 * The server, faked at the fetch level for component tests: the app's own HTTP client, session
 * layer and queries run as they do for people, and only window.fetch answers from a script.
 */
import { expect, onTestFinished, vi } from 'vitest';

export type FakeRequest = { method: string; path: string; query: URLSearchParams; body: unknown; signal: AbortSignal | null };
type Answer = { status?: number; body?: unknown } | ((request: FakeRequest) => Response | Promise<Response>);

export function json(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A live notification stream that stays open and quiet until the app stops it, as the server's does
 * between events (so the unread count is not polled).
 */
export function quietStream(request: FakeRequest): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      request.signal?.addEventListener('abort', () => controller.close());
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

/** Stores a user token, as signing in does: the session layer then counts the person as signed in. */
export function signIn(): void {
  localStorage.setItem('authToken', 'test-token');
}

/**
 * Replaces window.fetch for /api calls for the rest of the test. Answer each call with `on`; a call
 * nobody scripted answers 404 and fails the test when it ends. `requests` lists every call made,
 * each read of a GET /api/batch as a call of its own (the batch is answered as the server does).
 */
export function fakeApi() {
  const answers = new Map<string, Answer>();
  const requests: FakeRequest[] = [];
  const unscripted: string[] = [];
  const realFetch = window.fetch.bind(window);

  /** The scripted answer to one call, recorded as made. */
  async function answerOne(method: string, url: URL, init: RequestInit | undefined): Promise<Response> {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: FakeRequest = { method, path: url.pathname, query: url.searchParams, body, signal: init?.signal ?? null };
    requests.push(request);
    const answer = answers.get(`${method} ${url.pathname}`);
    if (answer === undefined) {
      unscripted.push(`${method} ${url.pathname}`);
      return json(404, { detail: 'Not Found' });
    }
    return typeof answer === 'function' ? answer(request) : json(answer.status ?? 200, answer.body);
  }

  /** GET /api/batch as the server answers it: each read answered (and recorded) as if asked alone. */
  async function answerBatch(url: URL, init: RequestInit | undefined): Promise<Response> {
    const answered = await Promise.all(
      url.searchParams.getAll('get').map(async (read) => {
        const response = await answerOne('GET', new URL(read, window.location.origin), init);
        const text = await response.text();
        const headers = Object.fromEntries([...response.headers].filter(([name]) => name === 'x-total-count' || name === 'etag'));
        return { status: response.status, headers, body: text === '' ? null : (JSON.parse(text) as unknown) };
      }),
    );
    return json(200, { answers: answered });
  }

  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    if (!url.pathname.startsWith('/api/')) return realFetch(input, init);
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/batch') return answerBatch(url, init);
    return answerOne(method, url, init);
  });
  onTestFinished(() => {
    expect(unscripted, 'calls the test did not script').toEqual([]);
  });

  const api = {
    requests,
    /** Scripts the answer to `METHOD /api/path` (the query string is not part of the key). */
    on(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, answer: Answer) {
      answers.set(`${method} ${path}`, answer);
      return api;
    },
    /** The calls made to one path, in order. */
    calls(method: string, path: string): FakeRequest[] {
      return requests.filter((request) => request.method === method && request.path === path);
    },
  };
  return api;
}

/** An answer the test gives when it chooses: the screen waits on `answer` until `release` is called with the response. */
export function heldAnswer(): { answer: () => Promise<Response>; release: (response: Response) => void } {
  let release: (response: Response) => void = () => {};
  const pending = new Promise<Response>((resolve) => (release = resolve));
  return { answer: () => pending, release: (response) => release(response) };
}
