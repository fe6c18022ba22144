import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { narrowsOrSorts, type OfferFilters } from '#contract/apps/search.ts';
import type { AvailableReferralCode } from '#contract/referral-codes/schema.ts';
import { api } from '#web/api/client.ts';
import { filteredAvailableReferralCodesQueryKey } from '#web/api/query-keys.ts';
import { useIsSignedIn } from '#web/api/use-session.ts';

/**
 * Available Offers searched, filtered and sorted by the server (GET /api/referral-codes/available
 * with search, category and sort), asked only when the filters narrow or sort: the whole list is
 * the dashboard's own load. The list before stays on screen while the next one loads.
 */
export function useFilteredOffers(filters: OfferFilters) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: filteredAvailableReferralCodesQueryKey(filters),
    queryFn: () => api.get<AvailableReferralCode[]>('/api/referral-codes/available', { errorToast: false, query: { ...filters } }),
    placeholderData: keepPreviousData,
    enabled: signedIn && narrowsOrSorts(filters),
  });
}
