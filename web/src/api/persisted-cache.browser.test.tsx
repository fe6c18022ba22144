import { afterEach, describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { aUser } from '../test/test-users.ts';
import { aMatch } from '../test/test-matches.ts';
import { testQueryClient } from '../test/render.tsx';
import { fakeApi, signIn } from '../test/fake-api.ts';
import { api, connectNavigator } from './client.ts';
import { startPersistedCache } from './persisted-cache.ts';
import { adminQueryKeys, meQueryKey, myActiveMatchesQueryKey, notificationKeys } from './query-keys.ts';
import { STORAGE_KEYS, createSessionStore } from './session-store.ts';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** Each time a tab's cache is about to write its record, it asks which token is stored now: the write's moment, whether or not it writes. */
let writeAttempts = 0;
afterEach(() => {
  writeAttempts = 0;
});
/** Waits until the tab has come to write once more after this point (and wrote, or declined to). */
async function nextWriteAttempt(change: () => void): Promise<void> {
  const before = writeAttempts;
  change();
  await expect.poll(() => writeAttempts).toBeGreaterThan(before);
}

/** This tab's cache, kept for whichever token is stored when it starts (as the signed-in screens' loader does). */
async function keptCache(build = 'build-1'): Promise<QueryClient> {
  const queryClient = testQueryClient();
  const token = localStorage.getItem(STORAGE_KEYS.userToken)!;
  const currentToken = () => {
    writeAttempts += 1;
    return localStorage.getItem(STORAGE_KEYS.userToken);
  };
  stops.push(await startPersistedCache({ queryClient, local: localStorage, token, currentToken, build, throttleMs: 0 }));
  return queryClient;
}

const stored = () => localStorage.getItem(STORAGE_KEYS.signedInCache);
type StoredRecord = { clientState: { queries: { queryKey: unknown; state: { data: unknown } }[] } };
const storedKeys = () => (JSON.parse(stored() ?? '{"clientState":{"queries":[]}}') as StoredRecord).clientState.queries.map((query) => query.queryKey);
/** Writes are throttled and asynchronous: waits until the record holds these queries. */
const written = (...keys: unknown[]) => expect.poll(storedKeys).toEqual(keys);

const alicesMatch = aMatch();

/** A visit that saw the account and the matches, and left them in storage. */
async function previousVisit(token = 'token-of-alice') {
  localStorage.setItem(STORAGE_KEYS.userToken, token);
  const tab = await keptCache();
  tab.setQueryData(meQueryKey, aUser({ username: 'alice' }));
  tab.setQueryData(myActiveMatchesQueryKey, [alicesMatch]);
  await written(meQueryKey, myActiveMatchesQueryKey);
}

const store = () => createSessionStore({ local: localStorage, perTab: sessionStorage });

describe('the last visit, shown again', () => {
  it('restores the account and matches for the same person, stale so they are asked for at once', async () => {
    await previousVisit();
    const next = await keptCache();
    expect(next.getQueryData(meQueryKey)).toEqual(aUser({ username: 'alice' }));
    expect(next.getQueryData(myActiveMatchesQueryKey)).toEqual([alicesMatch]);
    expect(next.getQueryState(meQueryKey)?.isInvalidated).toBe(true);
  });

  it('keeps the answers that came before it started (a first visit starts keeping once the screen is drawn)', async () => {
    localStorage.setItem(STORAGE_KEYS.userToken, 'token-of-alice');
    const queryClient = testQueryClient();
    queryClient.setQueryData(meQueryKey, aUser({ username: 'alice' }));
    const currentToken = () => localStorage.getItem(STORAGE_KEYS.userToken);
    stops.push(await startPersistedCache({ queryClient, local: localStorage, token: 'token-of-alice', currentToken, build: 'build-1', throttleMs: 0 }));
    await written(meQueryKey);
  });

  it('keeps nothing but the account and the dashboard (no admin data, no notifications)', async () => {
    localStorage.setItem(STORAGE_KEYS.userToken, 'token-of-alice');
    const tab = await keptCache();
    tab.setQueryData(adminQueryKeys.systemSettings, { paid_features: true });
    tab.setQueryData(notificationKeys.unreadCount, { count: 3 });
    tab.setQueryData(meQueryKey, aUser());
    await written(meQueryKey);
    // A later write is the whole cache again: still without them.
    await nextWriteAttempt(() => tab.setQueryData(meQueryKey, aUser({ username: 'alice-again' })));
    expect(storedKeys()).toEqual([meQueryKey]);
  });

  it('shows another person nothing of it, and removes it', async () => {
    await previousVisit('token-of-alice');
    localStorage.setItem(STORAGE_KEYS.userToken, 'token-of-bob');
    const bob = await keptCache();
    expect(bob.getQueryData(meQueryKey)).toBeUndefined();
    expect(stored()).toBeNull();
  });

  it('is not read by a new release', async () => {
    await previousVisit();
    const next = await keptCache('build-2');
    expect(next.getQueryData(meQueryKey)).toBeUndefined();
  });

  it('drops an answer that no longer parses and keeps the others', async () => {
    await previousVisit();
    const record = JSON.parse(stored()!) as StoredRecord;
    record.clientState.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(meQueryKey))!.state.data = { username: 42 };
    localStorage.setItem(STORAGE_KEYS.signedInCache, JSON.stringify(record));
    const next = await keptCache();
    expect(next.getQueryData(meQueryKey)).toBeUndefined();
    expect(next.getQueryData(myActiveMatchesQueryKey)).toEqual([alicesMatch]);
  });

  it('starts empty from a record that is not even JSON, and removes it', async () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.signedInCache, '{"clientState": tru');
    const next = await keptCache();
    expect(next.getQueryCache().getAll()).toEqual([]);
    expect(stored()).toBeNull();
  });
});

describe('the last visit, wiped', () => {
  it('on signing out', async () => {
    await previousVisit();
    store().clearUserToken();
    expect(stored()).toBeNull();
  });

  it('on a 401', async () => {
    await previousVisit();
    connectNavigator(() => {});
    fakeApi().on('GET', '/api/auth/me', { status: 401, body: { detail: 'Not signed in' } });
    await expect(api.get('/api/auth/me')).rejects.toThrow();
    expect(stored()).toBeNull();
  });

  it('on a renewed token, and this tab no longer writes under the new one', async () => {
    await previousVisit();
    const tab = await keptCache();
    store().setUserToken('renewed-token-of-alice');
    expect(stored()).toBeNull();
    await nextWriteAttempt(() => tab.setQueryData(meQueryKey, aUser({ username: 'alice-again' })));
    expect(stored()).toBeNull();
  });

  it('when another tab signs out: what this tab still holds is not written back', async () => {
    await previousVisit();
    const tab = await keptCache();
    // The other tab's sign-out, as this tab sees it in the shared localStorage.
    store().clearUserToken();
    await nextWriteAttempt(() => tab.setQueryData(meQueryKey, aUser({ username: 'alice-again' })));
    expect(stored()).toBeNull();
  });
});
