import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailableSummary } from '#contract/referral-codes/schema.ts';
import { api } from '#web/api/client.ts';
import { availableSummaryQueryKey } from '#web/api/query-keys.ts';
import { useIsSignedIn } from '#web/api/use-session.ts';

/** What the dashboard shows of the offers: the first six, how many there are, the best to claim now. The dashboard only logs a failure. */
export const availableSummaryQueryOptions = () =>
  queryOptions({
    queryKey: availableSummaryQueryKey,
    queryFn: () => api.get<AvailableSummary>('/api/referral-codes/available/summary', { errorToast: false }),
  });

export function useAvailableSummary() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...availableSummaryQueryOptions(), enabled: signedIn });
}
