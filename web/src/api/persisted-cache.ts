/**
 * The signed-in person's account and dashboard answers, kept in localStorage between visits: the
 * next visit draws them at once and asks the server again straight away (docs/decisions/accounts.md,
 * "Last visit's answers"). The record belongs to one token; session-store.ts removes it whenever
 * the token changes or goes, and this tab stops writing as soon as its token is not the current one.
 */
import { z } from 'zod';
import { hashKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe, type PersistedClient } from '@tanstack/react-query-persist-client';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { user } from '#contract/auth/schema.ts';
import { app, userApp } from '#contract/apps/schema.ts';
import { availableSummary, referralCode } from '#contract/referral-codes/schema.ts';
import { match, matchesSummary, opportunities, waitingRequest } from '#contract/matches/schema.ts';
import { reportSummary } from '#contract/reports/schema.ts';
import { FIRST_OPPORTUNITIES } from '#web/components/section/list-sizes.ts';
import {
  availableSummaryQueryKey,
  meQueryKey,
  matchesSummaryQueryKey,
  myActiveMatchesQueryKey,
  myFinishedMatchesQueryKey,
  myReferralCodesQueryKey,
  myReportsQueryKey,
  opportunitiesQueryKey,
  publicAppsQueryKey,
  userAppsQueryKey,
  waitingRequestsQueryKey,
} from './query-keys.ts';
import { STORAGE_KEYS, type StorageLike } from './session-store.ts';

/** A record older than a day is dropped unread. */
const PERSISTED_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** What is kept, each with the contract's schema of its answer: the account and the dashboard's loads, nothing else (no admin data). */
const KEPT: { key: QueryKey; answer: z.ZodType }[] = [
  { key: meQueryKey, answer: user },
  { key: userAppsQueryKey, answer: z.array(userApp) },
  { key: myReferralCodesQueryKey, answer: z.array(referralCode) },
  { key: publicAppsQueryKey, answer: z.array(app) },
  { key: availableSummaryQueryKey, answer: availableSummary },
  { key: myActiveMatchesQueryKey, answer: z.array(match) },
  { key: myFinishedMatchesQueryKey, answer: z.array(match) },
  { key: matchesSummaryQueryKey, answer: matchesSummary },
  { key: waitingRequestsQueryKey, answer: z.array(waitingRequest) },
  { key: opportunitiesQueryKey(FIRST_OPPORTUNITIES), answer: opportunities },
  { key: myReportsQueryKey, answer: z.array(reportSummary) },
];
const answerSchemas = new Map(KEPT.map(({ key, answer }) => [hashKey(key), answer]));

function isKeptQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return query.state.status === 'success' && answerSchemas.has(hashKey(query.queryKey));
}

const persistedRecord = z.object({
  timestamp: z.number(),
  buster: z.string(),
  clientState: z.object({ queries: z.array(z.object({ queryKey: z.array(z.unknown()), state: z.object({ data: z.unknown() }).loose() }).loose()) }),
});
/** What the restore removes unread: it has no time. */
const UNREADABLE: PersistedClient = { timestamp: 0, buster: '', clientState: { mutations: [], queries: [] } };

/** The stored record with only the answers that still parse with today's schemas: a damaged or hand-edited record never reaches a screen. */
function parseKeptRecord(text: string): PersistedClient {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return UNREADABLE;
  }
  const record = persistedRecord.safeParse(json);
  if (!record.success) return UNREADABLE;
  const queries = (record.data.clientState.queries as unknown as PersistedClient['clientState']['queries']).filter(
    (query) => answerSchemas.get(hashKey(query.queryKey))?.safeParse(query.state.data).success === true,
  );
  return { ...record.data, clientState: { mutations: [], queries } };
}

/** Names the token the record belongs to without storing the token a second time. */
function tokenFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) hash = Math.imul(hash ^ token.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(36);
}

export type PersistedCacheOptions = {
  queryClient: QueryClient;
  local: StorageLike;
  /** The user token this tab's answers belong to. */
  token: string;
  /** The user token stored now (another tab, a renewal or signing out may have changed it). */
  currentToken: () => string | null;
  /** Names the build: a new release never reads the answers of an older one. */
  build: string;
  throttleMs?: number;
};

/**
 * Restores the last visit's answers for `token`, marked stale so every screen asks for them again
 * at once, then keeps the record up to date. Answers the function that stops the writing.
 */
export async function startPersistedCache({ queryClient, local, token, currentToken, build, throttleMs = 1000 }: PersistedCacheOptions): Promise<() => void> {
  const ownStorage: StorageLike = {
    getItem: (key) => local.getItem(key),
    // Never under another token: what this tab holds may be someone else's by now.
    setItem: (key, value) => {
      if (currentToken() === token) local.setItem(key, value);
    },
    removeItem: (key) => local.removeItem(key),
  };
  const persister = createAsyncStoragePersister({
    storage: ownStorage,
    key: STORAGE_KEYS.signedInCache,
    throttleTime: throttleMs,
    deserialize: parseKeptRecord,
  });
  const buster = `${build}:${tokenFingerprint(token)}`;
  // Kept in memory as long as on disk, so leaving the dashboard for a while does not drop it from the record.
  for (const { key } of KEPT) queryClient.setQueryDefaults(key, { gcTime: PERSISTED_CACHE_MAX_AGE_MS });

  const before = new Map(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => [query.queryHash, query.state.dataUpdatedAt]),
  );
  // An old, foreign or unreadable record is removed by the restore itself; the screens then load as on a first visit.
  await persistQueryClientRestore({ queryClient, persister, buster, maxAge: PERSISTED_CACHE_MAX_AGE_MS }).catch(() => undefined);
  for (const query of queryClient.getQueryCache().getAll()) {
    const restored = answerSchemas.has(query.queryHash) && query.state.dataUpdatedAt !== (before.get(query.queryHash) ?? 0);
    if (restored) void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true, refetchType: 'none' });
  }

  const dehydrateOptions = { shouldDehydrateQuery: isKeptQuery, shouldDehydrateMutation: () => false };
  const stop = persistQueryClientSubscribe({ queryClient, persister, buster, dehydrateOptions });
  // On a first visit the keeping starts once the screen is drawn: answers that came before are written now.
  if (queryClient.getQueryCache().getAll().some(isKeptQuery)) await persistQueryClientSave({ queryClient, persister, buster, dehydrateOptions });
  return stop;
}
