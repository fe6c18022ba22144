import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { narrowsOrSorts, type OfferFilters } from '#contract/apps/search.ts';
import type { AvailableReferralCode } from '#contract/referral-codes/schema.ts';
import { api } from '#web/api/client.ts';
import { availableReferralCodesQueryKey, filteredAvailableReferralCodesQueryKey } from '#web/api/query-keys.ts';
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

/**
 * Every offer, by app name (GET /api/referral-codes/available): read only once the person asks to
 * see them all, as the dashboard holds the first six. The session layer adds the cache-busting
 * timestamp and no-cache headers.
 */
export function useAllOffers(enabled: boolean) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: availableReferralCodesQueryKey,
    queryFn: () => api.get<AvailableReferralCode[]>('/api/referral-codes/available', { errorToast: false }),
    enabled: signedIn && enabled,
  });
}
