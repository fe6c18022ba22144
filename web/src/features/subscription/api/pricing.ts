import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricingResponse } from '#contract/subscription/schema.ts';
import { api } from '#web/api/client.ts';
import { useIsSignedIn } from '#web/api/use-session.ts';
import { reportLoadFailure } from './load-failure.ts';
import { pricingQueryKey } from '#web/api/query-keys.ts';

function getPricing(): Promise<PricingResponse> {
  return api.get<PricingResponse>('/api/subscription/pricing', { errorToast: false }).catch(reportLoadFailure);
}

/** The plans change only with a release, so one copy serves the whole visit. */
function pricingQueryOptions() {
  return queryOptions({ queryKey: pricingQueryKey, queryFn: getPricing, staleTime: Infinity });
}

export function usePricing() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...pricingQueryOptions(), enabled: signedIn });
}
