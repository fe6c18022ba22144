import type { ComponentType } from 'react';
import { Outlet, ScrollRestoration, createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { connectNavigator } from '../api/client.ts';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { landingLoader } from '../screens/landing/landing-loader.ts';
import { startDashboardLoads } from '../screens/dashboard/dashboard-loads.ts';
import { RouteErrorPage } from './route-error-page.tsx';
import { onboardingLoader } from '../screens/onboarding/onboarding-loader.ts';
import { RequireAdminFlag, RequireUser } from './guards.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { prefetchScreens } from './prefetch.ts';
import { restoreLastVisit } from './last-visit.ts';
import { queryClient } from './query-client.ts';
import { startScreenLoads } from './screen-loads.ts';
import { meQueryOptions } from '../api/me.ts';
import { NOTIFICATION_LIMITS } from '#contract/notifications/rules.ts';
import { userAppsQueryOptions } from '#web/features/apps/api/user-apps.ts';
import { analyticsSummary } from '#web/features/analytics/api/summary.ts';
import { showsOwnFigures, weeksFrom } from '#web/features/analytics/logic/screen-rules.ts';
import { memberQueryOptions } from '#web/features/members/api/member.ts';
import { notificationsQueryOptions } from '#web/features/notifications/api/list.ts';
import { myReferralCodesQueryOptions } from '#web/features/referral-codes/api/my-referral-codes.ts';
import { myReportsQueryOptions } from '#web/features/reports/api/my-reports.ts';
import { loadSiteScreen } from './site-screen.tsx';

// Every screen is a chunk of its own (the landing page's first visit is rendered on the server),
// loaded when first visited or when a link to it is pointed at. Each lazy screen needs a line in
// scripts/web-budget-routes.ts, which fails the build report otherwise.

/**
 * A screen in a chunk of its own. Moving to it keeps the current screen until it is ready; opening
 * it first shows the loading note. The function form of `lazy`, not `lazy: { Component }`: React
 * Router ignores a failed `lazy.Component` on a route without a loader and shows a blank page,
 * where a failed `lazy()` reaches the error page (a chunk gone after a release, a dropped connection).
 */
function lazyScreen(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> {
  return { lazy: async () => ({ Component: await load() }), hydrateFallbackElement: <PageLoading /> };
}

/**
 * A page the server renders: the browser loads it, and this screen stays until it does. Loaded here
 * already, the server did not render it (an address no route of its takes, such as a slug past the
 * longest it reads): the app says there is no such page rather than loading it again and again.
 */
function serverRenderedPage({ request }: LoaderFunctionArgs): Promise<never> | null {
  if (new URL(request.url).pathname === window.location.pathname) return null;
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

/**
 * Gives the page the browser opened a key of its own. React Router keys such a page "default", so
 * every page opened by typing its address, by a link from a server-rendered page, or by signing in
 * shared one saved scroll position: the dashboard opened where another page had been left. With
 * its own key in the entry's state, a new page opens at its top, and a reload or a return to the
 * entry, which keep the state, still finds its place.
 */
function keyTheOpenedPage(): void {
  const state: unknown = window.history.state;
  const entry = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  if (typeof entry.key === 'string') return;
  window.history.replaceState({ ...entry, key: Math.random().toString(36).slice(2, 10) }, '');
}

const notFoundScreen = () => loadSiteScreen(async () => (await import('../screens/not-found/not-found-screen.tsx')).NotFoundScreen);

keyTheOpenedPage();

export const router = createBrowserRouter([
  {
    // A new page opens at its top; going back returns to where the person was.
    element: (
      <>
        <ScrollRestoration />
        <NavigationProgress />
        <Outlet />
      </>
    ),
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      // Visitors
      // Loading / renders it on the server (server/modules/public-pages); the app draws it only after a move within it (signing out).
      { path: '/', loader: landingLoader, ...lazyScreen(async () => (await import('../screens/landing/landing-screen.tsx')).LandingScreen) },
      {
        path: '/onboarding',
        loader: onboardingLoader,
        ...lazyScreen(async () => (await import('../screens/onboarding/onboarding-screen.tsx')).OnboardingScreen),
      },
      { path: '/login', loader: () => redirect('/onboarding?mode=login') },
      { path: '/register', loader: () => redirect('/onboarding') },
      { path: '/forgot-password', ...lazyScreen(async () => (await import('../screens/forgot-password/forgot-password-screen.tsx')).ForgotPasswordScreen) },
      { path: '/reset-password', ...lazyScreen(async () => (await import('../screens/reset-password/reset-password-screen.tsx')).ResetPasswordScreen) },
      { path: '/sign-in-link', ...lazyScreen(async () => (await import('../screens/sign-in-link/sign-in-link-screen.tsx')).SignInLinkScreen) },
      { path: '/verify-email', ...lazyScreen(async () => (await import('../screens/verify-email/verify-email-screen.tsx')).VerifyEmailScreen) },
      { path: '/unsubscribe', ...lazyScreen(async () => (await import('../screens/unsubscribe/unsubscribe-screen.tsx')).UnsubscribeScreen) },
      {
        path: '/how-it-works',
        ...lazyScreen(() => loadSiteScreen(async () => (await import('../screens/how-it-works/how-it-works-screen.tsx')).HowItWorksScreen)),
      },
      { path: '/privacy', ...lazyScreen(() => loadSiteScreen(async () => (await import('../screens/privacy/privacy-screen.tsx')).PrivacyScreen)) },
      { path: '/terms', ...lazyScreen(() => loadSiteScreen(async () => (await import('../screens/terms/terms-screen.tsx')).TermsScreen)) },
      { path: '/disclosure', ...lazyScreen(() => loadSiteScreen(async () => (await import('../screens/disclosure/disclosure-screen.tsx')).DisclosureScreen)) },

      // Signed-in users
      {
        element: <RequireUser />,
        children: [
          {
            loader: restoreLastVisit,
            ...lazyScreen(async () => (await import('./layout/app-layout.tsx')).AppLayoutRoute),
            children: [
              {
                path: '/dashboard',
                loader: () => startDashboardLoads(queryClient),
                ...lazyScreen(async () => (await import('../screens/dashboard/dashboard-screen.tsx')).DashboardScreen),
              },
              {
                path: '/my-apps',
                loader: () =>
                  startScreenLoads(queryClient, (prefetch) => {
                    prefetch(userAppsQueryOptions());
                    prefetch(myReferralCodesQueryOptions());
                  }),
                ...lazyScreen(async () => (await import('../screens/my-referral-codes/my-referral-codes-screen.tsx')).MyReferralCodesScreen),
              },
              {
                path: '/notifications',
                loader: () =>
                  startScreenLoads(queryClient, (prefetch) => prefetch(notificationsQueryOptions({ unreadOnly: false, limit: NOTIFICATION_LIMITS.screen }))),
                ...lazyScreen(async () => (await import('../screens/notifications/notifications-screen.tsx')).NotificationsScreen),
              },
              {
                path: '/profile',
                loader: () => startScreenLoads(queryClient),
                ...lazyScreen(async () => (await import('../screens/profile/profile-screen.tsx')).ProfileScreen),
              },
              {
                path: '/reports',
                loader: () => startScreenLoads(queryClient, (prefetch) => prefetch(myReportsQueryOptions())),
                ...lazyScreen(async () => (await import('../screens/my-reports/my-reports-screen.tsx')).MyReportsScreen),
              },
              { path: '/reports/:id', ...lazyScreen(async () => (await import('../screens/report/report-screen.tsx')).ReportScreen) },
              { path: '/support', ...lazyScreen(async () => (await import('../screens/support/support-screen.tsx')).SupportScreen) },
              { path: '/support/:id', ...lazyScreen(async () => (await import('../screens/support-request/support-request-screen.tsx')).SupportRequestScreen) },
              {
                path: '/members/:username',
                loader: ({ params }) => startScreenLoads(queryClient, (prefetch) => prefetch(memberQueryOptions(params.username ?? ''))),
                ...lazyScreen(async () => (await import('../screens/member/member-screen.tsx')).MemberScreen),
              },
              {
                path: '/subscription',
                ...lazyScreen(async () => (await import('../screens/subscription/subscription-screen.tsx')).SubscriptionScreen),
              },
              {
                path: '/analytics',
                loader: ({ request }) =>
                  startScreenLoads(queryClient, (prefetch) => {
                    // The example a Free member sees asks for nothing of theirs: with the account in hand, their figures only when shown.
                    const account = queryClient.getQueryData(meQueryOptions().queryKey);
                    if (account && !showsOwnFigures(account)) return;
                    prefetch(analyticsSummary.options({ weeks: weeksFrom(new URL(request.url).searchParams) }));
                  }),
                ...lazyScreen(async () => (await import('../screens/analytics/analytics-screen.tsx')).AnalyticsScreen),
              },
            ],
          },
        ],
      },

      // Administrators
      { path: '/admin', ...lazyScreen(async () => (await import('../screens/admin-login/admin-login-screen.tsx')).AdminLoginScreen) },
      { path: '/admin/login', ...lazyScreen(async () => (await import('../screens/admin-login/admin-login-screen.tsx')).AdminLoginScreen) },
      {
        path: '/admin/sign-in-link',
        ...lazyScreen(async () => (await import('../screens/admin-sign-in-link/admin-sign-in-link-screen.tsx')).AdminSignInLinkScreen),
      },
      {
        element: <RequireAdminFlag />,
        children: [
          {
            path: '/admin/dashboard',
            ...lazyScreen(async () => (await import('../screens/admin-dashboard/admin-dashboard-screen.tsx')).AdminDashboardScreen),
          },
        ],
      },

      // The catalogue's public pages are the server's to render (server/modules/public-pages): a link to one loads it in full.
      { path: '/apps', loader: serverRenderedPage, ...lazyScreen(notFoundScreen) },
      { path: '/apps/*', loader: serverRenderedPage, ...lazyScreen(notFoundScreen) },
      { path: '*', ...lazyScreen(notFoundScreen) },
    ],
  },
]);

// Forced moves (an ended session, signing out) replace the screen, so Back does not return to it.
connectNavigator((to) => void router.navigate(to, { replace: true }));
prefetchScreens(router);
