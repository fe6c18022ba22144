/**
 * What the build report measures: each route of the web app and the lazy screens it loads (their
 * source paths as the Vite manifest names them, relative to web/). Every lazy chunk in the build
 * must belong to a route here, so a screen added to web/src/app/router.tsx without a line here
 * fails the report instead of going unmeasured.
 */
export type BudgetRoute = { path: string; screens: string[] };

/** The landing page's JavaScript before it can show anything, gzipped: docs/performance.md, "Front end". */
export const LANDING_BUDGET_GZIP_BYTES = 150_000;

const signedIn = (screen: string): string[] => ['src/components/layout/app-layout.tsx', screen];

export const BUDGET_ROUTES: BudgetRoute[] = [
  { path: '/', screens: [] },
  { path: '/onboarding', screens: ['src/features/onboarding/onboarding-page.tsx'] },
  { path: '/how-it-works', screens: ['src/features/how-it-works/how-it-works-page.tsx'] },
  { path: '/dashboard', screens: signedIn('src/features/dashboard/dashboard-page.tsx') },
  { path: '/my-apps', screens: signedIn('src/features/my-apps/my-apps-page.tsx') },
  { path: '/notifications', screens: signedIn('src/features/notifications/notifications-page.tsx') },
  { path: '/profile', screens: signedIn('src/features/profile/profile-page.tsx') },
  { path: '/subscription', screens: signedIn('src/features/subscription/subscription-page.tsx') },
  { path: '/admin', screens: ['src/features/admin-login/admin-login-page.tsx'] },
  { path: '/admin/dashboard', screens: ['src/features/admin-dashboard/admin-dashboard-page.tsx'] },
  { path: '/no-such-page (404)', screens: ['src/features/not-found/not-found-page.tsx'] },
];
