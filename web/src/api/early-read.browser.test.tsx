import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_READ, EARLY_READ_SCRIPT } from '#contract/dashboard/early-read.ts';
import { STORAGE_KEYS } from './session-store.ts';
import { takeEarlyRead } from './early-read.ts';

const realFetch = window.fetch;
afterEach(() => {
  window.fetch = realFetch;
  delete window[EARLY_READ.global];
  localStorage.removeItem(STORAGE_KEYS.userToken);
});

/** Runs the page's script as the page would, with the requests it makes recorded and answered at once. */
function runPageScript(): { url: string; headers: Headers }[] {
  const asked: { url: string; headers: Headers }[] = [];
  window.fetch = (input, init) => {
    asked.push({ url: String(input), headers: new Headers(init?.headers) });
    return Promise.resolve(new Response('{"me":1}', { headers: { 'content-type': 'application/json' } }));
  };
  new Function(EARLY_READ_SCRIPT)();
  return asked;
}

const asTheApp = (token: string, extra: Record<string, string> = {}): RequestInit => ({
  method: 'GET',
  headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, ...extra },
});

describe('the dashboard’s early read', () => {
  it('is asked by the page with the stored token, and taken once by the app’s first read of the same answer', async () => {
    expect(EARLY_READ.tokenKey).toBe(STORAGE_KEYS.userToken);
    localStorage.setItem(STORAGE_KEYS.userToken, 'token-1');
    const asked = runPageScript();
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toMatch(/^\/api\/dashboard\?_t=\d+$/);
    expect(asked[0]!.headers.get('authorization')).toBe('Bearer token-1');

    // Another address, another token, or a read that names an answer it holds: not this one.
    expect(takeEarlyRead('/api/auth/me', asTheApp('token-1'))).toBeNull();
    expect(takeEarlyRead('/api/dashboard?_t=2', asTheApp('token-2'))).toBeNull();
    expect(takeEarlyRead('/api/dashboard?_t=2', asTheApp('token-1', { 'If-None-Match': 'W/"x"' }))).toBeNull();
    expect(takeEarlyRead('/api/dashboard?_t=2', { ...asTheApp('token-1'), method: 'POST' })).toBeNull();

    const answer = takeEarlyRead('/api/dashboard?_t=2', asTheApp('token-1'));
    expect(await (await answer!).json()).toEqual({ me: 1 });
    expect(takeEarlyRead('/api/dashboard?_t=3', asTheApp('token-1'))).toBeNull();
  });

  it('asks for nothing when no one is signed in', () => {
    expect(runPageScript()).toEqual([]);
    expect(takeEarlyRead('/api/dashboard', asTheApp('token-1'))).toBeNull();
  });
});
