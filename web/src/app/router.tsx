import type { ComponentType } from 'react';
import { Outlet, ScrollRestoration, createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { connectNavigator } from '../api/client.ts';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { landingLoader } from '../features/landing/landing-loader.ts';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { startDashboardLoads } from '../features/dashboard/dashboard-loads.ts';
import { RouteErrorPage } from '../features/not-found/route-error-page.tsx';
import { onboardingLoader } from '../features/onboarding/onboarding-loader.ts';
import { RequireAdminFlag, RequireUser } from './guards.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { prefetchScreens } from './prefetch.ts';
import { queryClient } from './query-client.ts';

// The landing page ships with the app itself (it is where most visits start); every other screen
// is a chunk of its own, loaded when first visited or when a link to it is pointed at. Each lazy
// screen needs a line in scripts/web-budget-routes.ts, which fails the build report otherwise.

/**
 * A screen in a chunk of its own. Moving to it keeps the current screen until it is ready; opening
 * it first shows the loading note. The function form of `lazy`, not `lazy: { Component }`: React
 * Router ignores a failed `lazy.Component` on a route without a loader and shows a blank page,
 * where a failed `lazy()` reaches the error page (a chunk gone after a release, a dropped connection).
 */
function lazyScreen(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> {
  return { lazy: async () => ({ Component: await load() }), hydrateFallbackElement: <PageLoading /> };
}

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
      { path: '/', loader: landingLoader, element: <LandingPage /> },
      {
        path: '/onboarding',
        loader: onboardingLoader,
        ...lazyScreen(async () => (await import('../features/onboarding/onboarding-page.tsx')).OnboardingPage),
      },
      { path: '/login', loader: () => redirect('/onboarding?mode=login') },
      { path: '/register', loader: () => redirect('/onboarding') },
      { path: '/how-it-works', ...lazyScreen(async () => (await import('../features/how-it-works/how-it-works-page.tsx')).HowItWorksPage) },

      // Signed-in users
      {
        element: <RequireUser />,
        children: [
          {
            ...lazyScreen(async () => (await import('../components/layout/app-layout.tsx')).AppLayoutRoute),
            children: [
              {
                path: '/dashboard',
                loader: () => startDashboardLoads(queryClient),
                ...lazyScreen(async () => (await import('../features/dashboard/dashboard-page.tsx')).DashboardPage),
              },
              { path: '/my-apps', ...lazyScreen(async () => (await import('../features/my-apps/my-apps-page.tsx')).MyAppsPage) },
              {
                path: '/notifications',
                ...lazyScreen(async () => (await import('../features/notifications/notifications-page.tsx')).NotificationsPage),
              },
              { path: '/profile', ...lazyScreen(async () => (await import('../features/profile/profile-page.tsx')).ProfilePage) },
              {
                path: '/subscription',
                ...lazyScreen(async () => (await import('../features/subscription/subscription-page.tsx')).SubscriptionPage),
              },
            ],
          },
        ],
      },

      // Administrators
      { path: '/admin', ...lazyScreen(async () => (await import('../features/admin-login/admin-login-page.tsx')).AdminLoginPage) },
      { path: '/admin/login', ...lazyScreen(async () => (await import('../features/admin-login/admin-login-page.tsx')).AdminLoginPage) },
      {
        element: <RequireAdminFlag />,
        children: [
          {
            path: '/admin/dashboard',
            ...lazyScreen(async () => (await import('../features/admin-dashboard/admin-dashboard-page.tsx')).AdminDashboardPage),
          },
        ],
      },

      { path: '*', ...lazyScreen(async () => (await import('../features/not-found/not-found-page.tsx')).NotFoundPage) },
    ],
  },
]);

// Forced moves (an ended session, signing out) replace the screen, so Back does not return to it.
connectNavigator((to) => void router.navigate(to, { replace: true }));
prefetchScreens(router);
