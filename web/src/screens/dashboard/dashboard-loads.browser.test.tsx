/**
 * The dashboard's one request fills the queries its hooks read: a hook that mounts while it is on
 * its way joins it, later fetches are the part's own call, and a failed answer falls back to each
 * part's own call.
 */
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { QueryClient } from '@tanstack/react-query';
import type { Dashboard } from '#contract/dashboard/schema.ts';
import { summaryOf } from '#contract/matches/stats.ts';
import {
  availableSummaryQueryKey,
  meQueryKey,
  matchesSummaryQueryKey,
  myActiveMatchesQueryKey,
  myFinishedMatchesQueryKey,
  myReferralCodesQueryKey,
  myReportsQueryKey,
  notificationKeys,
  opportunitiesQueryKey,
  publicAppsQueryKey,
  subscriptionStatusQueryKey,
  userAppsQueryKey,
  waitingRequestsQueryKey,
} from '#web/api/query-keys.ts';
import { useMyActiveMatches } from '#web/features/matches/api/my-matches.ts';
import { FIRST_OPPORTUNITIES } from '#web/components/section/list-sizes.ts';
import { fakeApi, heldAnswer, json, signIn } from '#web/test/fake-api.ts';
import { renderInApp, testQueryClient } from '#web/test/render.tsx';
import { aMatch, aMonzoCode, anOffer } from '#web/test/test-matches.ts';
import { aReportSummary } from '#web/test/test-reports.ts';
import { aUser } from '#web/test/test-users.ts';
import { testApp } from '#web/test/test-apps.ts';
import { startDashboardLoads } from './dashboard-loads.ts';

const dashboard: Dashboard = {
  me: aUser({ username: 'alice', paid_features_enabled: true }),
  user_apps: [],
  referral_codes_mine: [aMonzoCode()],
  public_apps: [testApp({ name: 'Monzo' })],
  referral_codes_available_summary: { first: [anOffer({ name: 'Revolut' })], total: 1, best: anOffer({ name: 'Revolut' }) },
  matches_active: [aMatch()],
  matches_finished: [aMatch({ id: 'a-finished-match', status: 'CANCELLED' })],
  matches_summary: summaryOf([aMatch()]),
  matches_waiting: [],
  matches_opportunities: { items: [], total: 0 },
  reports_mine: [aReportSummary()],
  notifications_unread_count: { unread_count: 4 },
  subscription_status: {
    subscription_status: 'FREE',
    subscription_expires_at: null,
    matches_used: 1,
    matches_limit: 3,
    matches_remaining: 2,
    paid_features_enabled: true,
  },
};

/** Each part's query key, with the member of the answer that fills it. */
const PARTS: [readonly unknown[], keyof Dashboard][] = [
  [meQueryKey, 'me'],
  [userAppsQueryKey, 'user_apps'],
  [myReferralCodesQueryKey, 'referral_codes_mine'],
  [publicAppsQueryKey, 'public_apps'],
  [availableSummaryQueryKey, 'referral_codes_available_summary'],
  [myActiveMatchesQueryKey, 'matches_active'],
  [myFinishedMatchesQueryKey, 'matches_finished'],
  [matchesSummaryQueryKey, 'matches_summary'],
  [waitingRequestsQueryKey, 'matches_waiting'],
  [opportunitiesQueryKey(FIRST_OPPORTUNITIES), 'matches_opportunities'],
  [myReportsQueryKey, 'reports_mine'],
  [notificationKeys.unreadCount, 'notifications_unread_count'],
];

const paths = (server: ReturnType<typeof fakeApi>) => server.requests.map((request) => `${request.method} ${request.path}`);

/** A cache as the app's: answers fresh for 30 seconds (app/query-client.ts). */
function appLikeQueryClient(): QueryClient {
  const queryClient = testQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 } });
  return queryClient;
}

async function settled(queryClient: QueryClient): Promise<void> {
  await expect.poll(() => queryClient.isFetching()).toBe(0);
}

function MatchCount() {
  const matches = useMyActiveMatches();
  return <p>{matches.data ? `${matches.data.length} matches` : 'Loading'}</p>;
}

describe('startDashboardLoads', () => {
  it('fills every part from one request, the plan with it, and asks nothing while they are fresh', async () => {
    signIn();
    const server = fakeApi().on('GET', '/api/dashboard', { body: dashboard });
    const queryClient = appLikeQueryClient();
    startDashboardLoads(queryClient);
    await settled(queryClient);
    expect(paths(server)).toEqual(['GET /api/dashboard']);
    for (const [key, member] of PARTS) expect(queryClient.getQueryData(key), member).toEqual(dashboard[member]);
    expect(queryClient.getQueryData(subscriptionStatusQueryKey)).toEqual(dashboard.subscription_status);

    startDashboardLoads(queryClient);
    await settled(queryClient);
    expect(paths(server)).toEqual(['GET /api/dashboard']);
  });

  it('lets a hook that mounts before the answer wait for it rather than ask on its own', async () => {
    signIn();
    const held = heldAnswer();
    const server = fakeApi().on('GET', '/api/dashboard', held.answer);
    // The loads start before the screen is drawn, as the route's loader starts them.
    const screen = await renderInApp(<p>Opening</p>);
    startDashboardLoads(screen.queryClient);
    screen.rerender(<MatchCount />);
    await expect.element(page.getByText('Loading')).toBeVisible();
    held.release(json(200, dashboard));
    await expect.element(page.getByText('1 matches')).toBeVisible();
    expect(paths(server)).toEqual(['GET /api/dashboard']);
  });

  it('asks the part its own call when it is refreshed later (a change, a focus), never the answer already read', async () => {
    signIn();
    const newer = [aMatch(), aMatch({ id: 'a-newer-match' })];
    const reports = [aReportSummary(), aReportSummary({ id: 'a-newer-report' })];
    const server = fakeApi()
      .on('GET', '/api/dashboard', { body: dashboard })
      .on('GET', '/api/matches/mine', { body: newer })
      .on('GET', '/api/reports/mine', { body: reports });
    const screen = await renderInApp(<p>Opening</p>);
    startDashboardLoads(screen.queryClient);
    screen.rerender(<MatchCount />);
    await expect.element(page.getByText('1 matches')).toBeVisible();
    await screen.queryClient.invalidateQueries({ queryKey: myActiveMatchesQueryKey });
    await expect.element(page.getByText('2 matches')).toBeVisible();
    // A part no hook has read yet, refreshed all the same.
    await screen.queryClient.invalidateQueries({ queryKey: myReportsQueryKey, refetchType: 'all' });
    expect(screen.queryClient.getQueryData(myReportsQueryKey)).toEqual(reports);
    expect(paths(server)).toEqual(['GET /api/dashboard', 'GET /api/matches/mine', 'GET /api/reports/mine']);
  });

  it('reads each part from its own call when the one answer fails', async () => {
    signIn();
    const server = fakeApi()
      .on('GET', '/api/dashboard', { status: 500, body: { detail: 'Something went wrong' } })
      .on('GET', '/api/auth/me', { body: dashboard.me })
      .on('GET', '/api/user-apps', { body: dashboard.user_apps })
      .on('GET', '/api/referral-codes/mine', { body: dashboard.referral_codes_mine })
      .on('GET', '/api/public/apps', { body: dashboard.public_apps })
      .on('GET', '/api/referral-codes/available/summary', { body: dashboard.referral_codes_available_summary })
      .on('GET', '/api/matches/mine', (request) =>
        request.query.get('state') === 'active' ? json(500, { detail: 'Something went wrong' }) : json(200, dashboard.matches_finished),
      )
      .on('GET', '/api/matches/summary', { body: dashboard.matches_summary })
      .on('GET', '/api/matches/waiting', { body: dashboard.matches_waiting })
      .on('GET', '/api/matches/opportunities', { body: dashboard.matches_opportunities })
      .on('GET', '/api/reports/mine', { body: dashboard.reports_mine })
      .on('GET', '/api/notifications/unread-count', { body: dashboard.notifications_unread_count });
    const queryClient = appLikeQueryClient();
    startDashboardLoads(queryClient);
    await settled(queryClient);
    expect(server.calls('GET', '/api/dashboard')).toHaveLength(1);
    expect(paths(server)).toHaveLength(1 + PARTS.length);
    for (const [key, member] of PARTS) {
      // Each section stands or falls with its own call, as before the one request.
      if (member === 'matches_active') expect(queryClient.getQueryState(key)?.status).toBe('error');
      else expect(queryClient.getQueryData(key), member).toEqual(dashboard[member]);
    }
  });
});
