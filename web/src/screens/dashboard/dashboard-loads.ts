import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Dashboard } from '#contract/dashboard/schema.ts';
import { publicAppsQueryOptions } from '#web/api/public-apps.ts';
import { meQueryOptions } from '#web/api/me.ts';
import { api } from '#web/api/client.ts';
import { HttpError } from '#web/api/http.ts';
import { subscriptionStatusQueryKey } from '#web/api/query-keys.ts';
import { myActiveMatchesQueryOptions, myFinishedMatchesQueryOptions } from '#web/features/matches/api/my-matches.ts';
import { matchesSummaryQueryOptions } from '#web/features/matches/api/matches-summary.ts';
import { opportunitiesQueryOptions } from '#web/features/apps/api/opportunities.ts';
import { waitingRequestsQueryOptions } from '#web/features/matches/api/waiting-requests.ts';
import { availableSummaryQueryOptions } from '#web/features/referral-codes/api/available-referral-codes.ts';
import { myReferralCodesQueryOptions } from '#web/features/referral-codes/api/my-referral-codes.ts';
import { userAppsQueryOptions } from '#web/features/apps/api/user-apps.ts';
import { myReportsQueryOptions } from '#web/features/reports/api/my-reports.ts';
import { unreadCountQueryOptions } from '#web/features/notifications/api/unread-count.ts';
import { FIRST_OPPORTUNITIES } from '#web/components/section/list-sizes.ts';

/** GET /api/dashboard: the answers of the separate calls below, in one (contract/dashboard/schema.ts). */
async function getDashboard(queryClient: QueryClient): Promise<Dashboard> {
  const dashboard = await api.get<Dashboard>('/api/dashboard', { errorToast: false });
  // Nothing on the first paint reads the plan (its card reads the account): kept for the upgrade dialog.
  if (dashboard.subscription_status) queryClient.setQueryData(subscriptionStatusQueryKey, dashboard.subscription_status);
  return dashboard;
}

/** A part from the one answer; when that answer failed (not a refusal, which each call would meet too), from its own call. */
async function partOf<Answer>(read: () => Promise<Dashboard>, pick: (dashboard: Dashboard) => Answer, ownCall: () => Promise<Answer>): Promise<Answer> {
  let dashboard: Dashboard;
  try {
    dashboard = await read();
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) throw error;
    return ownCall();
  }
  return pick(dashboard);
}

/**
 * Starts the loads of use-dashboard-data.ts as the route opens, while the screen's code is still
 * on its way: one request, GET /api/dashboard, whose parts fill the queries the screen's hooks
 * read, so the screen mounts with its data there or under way and draws once. Each part is a fetch
 * of its own query (its own key, staleness and retries), whose first run waits for the one answer:
 * a hook that mounts meanwhile joins that fetch instead of asking on its own. Any later fetch of the
 * query (an invalidation, a focus, a retry after the one answer failed) is the part's own call.
 * Data still fresh in the cache is not asked for again; with every part fresh, nothing is.
 */
export function startDashboardLoads(queryClient: QueryClient): null {
  if (!api.isSignedIn()) return null;
  let answer: Promise<Dashboard> | undefined;
  const read = () => (answer ??= getDashboard(queryClient));
  const fill = <Answer, Key extends QueryKey>(options: FetchQueryOptions<Answer, Error, Answer, Key>, pick: (dashboard: Dashboard) => Answer) => {
    const { queryFn: ownCall } = options;
    if (typeof ownCall !== 'function') return;
    let first = true;
    void queryClient.prefetchQuery({
      ...options,
      queryFn: async (context) => {
        if (!first) return ownCall(context);
        first = false;
        return partOf(read, pick, async () => ownCall(context));
      },
    });
  };
  fill(meQueryOptions(), (dashboard) => dashboard.me);
  fill(userAppsQueryOptions(), (dashboard) => dashboard.user_apps);
  fill(myReferralCodesQueryOptions(), (dashboard) => dashboard.referral_codes_mine);
  fill(publicAppsQueryOptions(), (dashboard) => dashboard.public_apps);
  fill(availableSummaryQueryOptions(), (dashboard) => dashboard.referral_codes_available_summary);
  fill(myActiveMatchesQueryOptions(), (dashboard) => dashboard.matches_active);
  fill(myFinishedMatchesQueryOptions(), (dashboard) => dashboard.matches_finished);
  fill(matchesSummaryQueryOptions(), (dashboard) => dashboard.matches_summary);
  fill(waitingRequestsQueryOptions(), (dashboard) => dashboard.matches_waiting);
  fill(opportunitiesQueryOptions(FIRST_OPPORTUNITIES), (dashboard) => dashboard.matches_opportunities);
  fill(myReportsQueryOptions(), (dashboard) => dashboard.reports_mine);
  // The header's bell, drawn with the dashboard.
  fill(unreadCountQueryOptions(), (dashboard) => dashboard.notifications_unread_count);
  return null;
}
