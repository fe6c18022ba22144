import { EARLY_READ } from '#contract/dashboard/early-read.ts';

type EarlyRead = { token: string; answer: Promise<Response> };

declare global {
  interface Window {
    [EARLY_READ.global]?: EarlyRead;
  }
}

/** The header value of a request's field, whatever the case it was written in. */
function headerOf(headers: RequestInit['headers'], name: string): string | null {
  return new Headers(headers).get(name);
}

/**
 * The answer the dashboard's page asked for as it was read (contract/dashboard/early-read.ts), for
 * the app's own first GET of it with the same token and nothing to revalidate: taken once, so any
 * later read asks the server. Any other request, or none under way, is null: the caller fetches.
 */
export function takeEarlyRead(input: string, init: RequestInit): Promise<Response> | null {
  const early = window[EARLY_READ.global];
  if (!early || (init.method ?? 'GET') !== 'GET') return null;
  if (new URL(input, window.location.origin).pathname !== EARLY_READ.path) return null;
  if (headerOf(init.headers, 'authorization') !== `Bearer ${early.token}` || headerOf(init.headers, 'if-none-match') !== null) return null;
  delete window[EARLY_READ.global];
  return early.answer;
}
