import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionStatusResponse } from '../../../../contract/subscription.ts';
import { api } from '../client.ts';
import { useIsSignedIn } from '../use-session.ts';
import { reportLoadFailure } from './load-failure.ts';

/** Invalidate this after anything that changes the plan or the matches used (an upgrade, a claim). */
export const subscriptionStatusQueryKey = ['subscription', 'status'] as const;

export function getSubscriptionStatus(): Promise<SubscriptionStatusResponse> {
  return api.get<SubscriptionStatusResponse>('/api/subscription/status', { errorToast: false }).catch(reportLoadFailure);
}

export function subscriptionStatusQueryOptions() {
  return queryOptions({ queryKey: subscriptionStatusQueryKey, queryFn: getSubscriptionStatus, staleTime: 10_000 });
}

/** The signed-in person's plan, matches used, and the limit and what remains of it. */
export function useSubscriptionStatus() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...subscriptionStatusQueryOptions(), enabled: signedIn });
}
