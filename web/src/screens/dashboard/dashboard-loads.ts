import type { QueryClient } from '@tanstack/react-query';
import { publicAppsQueryOptions } from '#web/api/public-apps.ts';
import { meQueryOptions } from '#web/api/me.ts';
import { api } from '#web/api/client.ts';
import { myMatchesQueryOptions } from '#web/features/matches/api/my-matches.ts';
import { opportunitiesQueryOptions } from '#web/features/apps/api/opportunities.ts';
import { waitingRequestsQueryOptions } from '#web/features/matches/api/waiting-requests.ts';
import { availableReferralCodesQueryOptions } from '#web/features/referral-codes/api/available-referral-codes.ts';
import { myReferralCodesQueryOptions } from '#web/features/referral-codes/api/my-referral-codes.ts';
import { userAppsQueryOptions } from '#web/features/apps/api/user-apps.ts';
import { myReportsQueryOptions } from '#web/features/reports/api/my-reports.ts';
import { FIRST_OPPORTUNITIES } from '#web/components/section/list-sizes.ts';

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
  void queryClient.prefetchQuery(myReportsQueryOptions());
  return null;
}
