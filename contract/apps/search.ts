/**
 * Search, category and order of the catalogue's lists (GET /api/public/apps, GET
 * /api/referral-codes/available, onboarding's grid, the admin's list), without zod: the rules both
 * sides apply. docs/decisions/catalogue.md, "Search, filter and sort".
 */
import { foldForSearch, tidySearch } from '../shared/search.ts';
import { refereeRewardTopPence, type AppCategory, type RewardFields } from './rules.ts';

/** The orders of the catalogue: the new customer's best reward first, by name (as without a sort), newest app first. */
export const APP_SORTS = ['reward', 'name', 'newest'] as const;
type AppSort = (typeof APP_SORTS)[number];
/** The available offers also sort by their sharer: best completion rate, then best rating, first. */
export const OFFER_SORTS = [...APP_SORTS, 'rating'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

/** A search is at most this long. */
export const SEARCH_MAX_LENGTH = 100;

export type AppFilters = { search?: string; category?: AppCategory; sort?: AppSort };
export type OfferFilters = { search?: string; category?: AppCategory; sort?: OfferSort };

/** Whether a list is asked anything beyond its plain self (by name is the plain order). */
export function narrowsOrSorts(filters: { search?: string; category?: AppCategory; sort?: string }): boolean {
  return Boolean(filters.search) || filters.category !== undefined || (filters.sort !== undefined && filters.sort !== 'name');
}

/**
 * What the search reads of an app: its name and its description, a line apart. A search has no line
 * break in it (tidySearch), so no match runs from one into the other.
 */
function appSearchText(app: { name: string; description: string }): string {
  return `${app.name}\n${app.description}`;
}

/** `appSearchText` in SQL, for the apps table under `alias`: the expression the apps' trigram index is built on, folded. */
export function appSearchTextSqlText(alias: string): string {
  return `${alias}.name || chr(10) || ${alias}.description`;
}

/** What the search compares with: the app's search text, folded. */
export function foldedSearchText(app: { name: string; description: string }): string {
  return foldForSearch(appSearchText(app));
}

/** Whether the app's name or description holds the search, in any case, with or without accents. An empty search finds everything. */
export function appMatchesSearch(app: { name: string; description: string }, search: string, folded = foldedSearchText(app)): boolean {
  const wanted = foldForSearch(tidySearch(search));
  return wanted === '' || folded.includes(wanted);
}

type Listed = RewardFields & { name: string; description: string; category: AppCategory; created_at: string };

/**
 * The apps the filters keep, in their order. `apps` come in name order, which is kept among equals:
 * sorting by reward or age then falls back to the name, as the database does. `folded` gives an
 * app's folded search text when it is kept at hand (the server's catalogue folds each app once).
 */
export function selectApps<App extends Listed>(apps: readonly App[], filters: AppFilters, folded: (app: App) => string = foldedSearchText): App[] {
  const kept = apps.filter(
    (app) => (!filters.category || app.category === filters.category) && (!filters.search || appMatchesSearch(app, filters.search, folded(app))),
  );
  if (filters.sort === 'reward') return kept.sort((a, b) => refereeRewardTopPence(b) - refereeRewardTopPence(a));
  if (filters.sort === 'newest') return kept.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  return kept;
}
