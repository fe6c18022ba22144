import type { QueryClient } from '@tanstack/react-query';
import { publicAppsQueryOptions } from '../../api/apps/public-apps.ts';
import { meQueryOptions } from '../../api/auth/me.ts';
import { api } from '../../api/client.ts';
import { myMatchesQueryOptions } from '../../api/matches/my-matches.ts';
import { opportunitiesQueryOptions } from '../../api/matches/opportunities.ts';
import { waitingRequestsQueryOptions } from '../../api/matches/waiting-requests.ts';
import { availableReferralCodesQueryOptions } from '../../api/referral-codes/available-referral-codes.ts';
import { myReferralCodesQueryOptions } from '../../api/referral-codes/my-referral-codes.ts';
import { userAppsQueryOptions } from '../../api/user-apps/user-apps.ts';
import { FIRST_OPPORTUNITIES } from './logic/list-sizes.ts';

/**
 * Starts the loads of hooks/use-dashboard-data.ts as the route opens, while the screen's code is
 * still on its way: the screen then mounts with its data there or under way, and draws once
 * instead of once per answer. Data still fresh in the cache is not asked for again.
 */
export function startDashboardLoads(queryClient: QueryClient): null {
  if (!api.isSignedIn()) return null;
  void queryClient.prefetchQuery(meQueryOptions());
  void queryClient.prefetchQuery(userAppsQueryOptions());
  void queryClient.prefetchQuery(myReferralCodesQueryOptions());
  void queryClient.prefetchQuery(publicAppsQueryOptions());
  void queryClient.prefetchQuery(availableReferralCodesQueryOptions());
  void queryClient.prefetchQuery(myMatchesQueryOptions());
  void queryClient.prefetchQuery(waitingRequestsQueryOptions());
  void queryClient.prefetchQuery(opportunitiesQueryOptions(FIRST_OPPORTUNITIES));
  return null;
}
