/** Every matches query sits under this key, so one invalidation refreshes them all after a change. */
export const matchesQueryKey = ['matches'] as const;
export const myMatchesQueryKey = [...matchesQueryKey, 'mine'] as const;
export const waitingRequestsQueryKey = [...matchesQueryKey, 'waiting'] as const;
export const opportunitiesQueryKey = (limit: number) => [...matchesQueryKey, 'opportunities', limit] as const;
