import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { api } from './client.ts';
import type { CallOptions } from './session.ts';

type Query = NonNullable<CallOptions['query']>;

/**
 * A paged, filtered list (an admin table): GET `path?query` under `keyOf(query)`. The previous page
 * stays on screen while the next one loads, so the table does not jump.
 */
export function pagedQuery<Filters extends object, Page>(keyOf: (filters: Filters) => QueryKey, path: string, callOptions: CallOptions) {
  const get = (filters: Filters) => api.get<Page>(path, { ...callOptions, query: { ...filters } as Query });
  const options = (filters: Filters) => queryOptions({ queryKey: keyOf(filters), queryFn: () => get(filters), placeholderData: keepPreviousData });
  const usePage = (filters: Filters) => useQuery(options(filters));
  return { get, options, usePage };
}

/** One thing read by its id: GET `pathOf(id)` under `keyOf(id)`. The screen words a failure itself. */
export function oneResource<Resource>(keyOf: (id: string) => QueryKey, pathOf: (id: string) => string) {
  const get = (id: string) => api.get<Resource>(pathOf(id), { errorToast: false });
  const options = (id: string) => queryOptions({ queryKey: keyOf(id), queryFn: () => get(id) });
  const useOne = (id: string) => useQuery(options(id));
  return { get, options, useOne };
}

/** Something read whole, with no parameters: GET `path` under `queryKey`. */
export function wholeQuery<Answer>(queryKey: QueryKey, path: string, callOptions: CallOptions) {
  const get = () => api.get<Answer>(path, callOptions);
  const options = () => queryOptions({ queryKey, queryFn: get });
  const useWhole = () => useQuery(options());
  return { get, options, useWhole };
}
