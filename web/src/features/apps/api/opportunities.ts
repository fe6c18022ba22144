import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Opportunities } from '#contract/matches/schema.ts';
import { api } from '#web/api/client.ts';
import { useIsSignedIn } from '#web/api/use-session.ts';
import { opportunitiesQueryKey } from '#web/api/query-keys.ts';

/** Apps people are waiting for that the person could share a code for, most wanted first, and how many there are. */
function getOpportunities(limit: number): Promise<Opportunities> {
  return api.get<Opportunities>('/api/matches/opportunities', { query: { limit }, errorToast: false });
}

export function opportunitiesQueryOptions(limit: number) {
  return queryOptions({ queryKey: opportunitiesQueryKey(limit), queryFn: () => getOpportunities(limit) });
}

export function useOpportunities(limit: number, { enabled = true }: { enabled?: boolean } = {}) {
  const signedIn = useIsSignedIn();
  return useQuery({ ...opportunitiesQueryOptions(limit), enabled: signedIn && enabled });
}
