import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionStatusResponse } from '#contract/subscription/schema.ts';
import { api } from '#web/api/client.ts';
import { useIsSignedIn } from '#web/api/use-session.ts';
import { reportLoadFailure } from './load-failure.ts';
import { subscriptionStatusQueryKey } from '#web/api/query-keys.ts';

/** Invalidate this after anything that changes the plan or the matches used (an upgrade, a claim). */

function getSubscriptionStatus(): Promise<SubscriptionStatusResponse> {
  return api.get<SubscriptionStatusResponse>('/api/subscription/status', { errorToast: false }).catch(reportLoadFailure);
}

function subscriptionStatusQueryOptions() {
  return queryOptions({ queryKey: subscriptionStatusQueryKey, queryFn: getSubscriptionStatus, staleTime: 10_000 });
}

/** The signed-in person's plan, matches used, and the limit and what remains of it. */
export function useSubscriptionStatus() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...subscriptionStatusQueryOptions(), enabled: signedIn });
}
