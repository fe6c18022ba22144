import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricingResponse } from '../../../../contract/subscription.ts';
import { api } from '../client.ts';
import { useIsSignedIn } from '../use-session.ts';
import { reportLoadFailure } from './load-failure.ts';

export const pricingQueryKey = ['subscription', 'pricing'] as const;

export function getPricing(): Promise<PricingResponse> {
  return api.get<PricingResponse>('/api/subscription/pricing', { errorToast: false }).catch(reportLoadFailure);
}

/** The plans change only with a release, so one copy serves the whole visit. */
export function pricingQueryOptions() {
  return queryOptions({ queryKey: pricingQueryKey, queryFn: getPricing, staleTime: Infinity });
}

export function usePricing() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...pricingQueryOptions(), enabled: signedIn });
}
