/**
 * What the build report measures: each route of the web app and the lazy screens it loads (their
 * source paths as the Vite manifest names them, relative to web/). Every lazy chunk in the build
 * must belong to a route here, or be listed in LOADED_LATER, so a screen added to
 * web/src/app/router.tsx without a line here fails the report instead of going unmeasured.
 */
export type BudgetRoute = {
  path: string;
  screens: string[];
  /** The page's entry in the manifest, when not the app's index.html: the server-rendered pages' shell. */
  entry?: string;
};

/** Code a screen loads after its first paint or on a click: not part of a route's first download, measured on its own. */
export type LaterLoad = { src: string; when: string };

/** The landing page's JavaScript before it can show anything, gzipped: docs/performance.md, "Front end". */
export const LANDING_BUDGET_GZIP_BYTES = 150_000;

/** A page the server renders: the pages' shell (page.html) and the kind's screen, hydrated (docs/decisions/screens.md). */
const serverRendered = (path: string, screen: string): BudgetRoute => ({ path, entry: 'page.html', screens: [`src/server-rendered/screens/${screen}.tsx`] });

const signedIn = (screen: string): string[] => ['src/app/layout/app-layout.tsx', screen];

export const BUDGET_ROUTES: BudgetRoute[] = [
  serverRendered('/', 'landing'),
  serverRendered('/how-it-works', 'how-it-works'),
  serverRendered('/apps, /apps/category/{category}', 'catalogue'),
  serverRendered('/apps/{slug}', 'app'),
  serverRendered('/apps/{slug}, ended or unknown', 'gone'),
  // The app's own page, which every screen below starts from; the landing page after a move within the app (signing out).
  { path: '/ (within the app)', screens: ['src/screens/landing/landing-screen.tsx'] },
  { path: '/onboarding', screens: ['src/screens/onboarding/onboarding-screen.tsx'] },
  { path: '/forgot-password', screens: ['src/screens/forgot-password/forgot-password-screen.tsx'] },
  { path: '/reset-password', screens: ['src/screens/reset-password/reset-password-screen.tsx'] },
  { path: '/verify-email', screens: ['src/screens/verify-email/verify-email-screen.tsx'] },
  { path: '/unsubscribe', screens: ['src/screens/unsubscribe/unsubscribe-screen.tsx'] },
  { path: '/sign-in-link', screens: ['src/screens/sign-in-link/sign-in-link-screen.tsx'] },
  { path: '/how-it-works (within the app)', screens: ['src/app/layout/app-layout.tsx', 'src/screens/how-it-works/how-it-works-screen.tsx'] },
  { path: '/privacy', screens: ['src/app/layout/app-layout.tsx', 'src/screens/privacy/privacy-screen.tsx'] },
  { path: '/terms', screens: ['src/app/layout/app-layout.tsx', 'src/screens/terms/terms-screen.tsx'] },
  { path: '/disclosure', screens: ['src/app/layout/app-layout.tsx', 'src/screens/disclosure/disclosure-screen.tsx'] },
  { path: '/dashboard', screens: signedIn('src/screens/dashboard/dashboard-screen.tsx') },
  { path: '/my-apps', screens: signedIn('src/screens/my-referral-codes/my-referral-codes-screen.tsx') },
  { path: '/notifications', screens: signedIn('src/screens/notifications/notifications-screen.tsx') },
  { path: '/profile', screens: signedIn('src/screens/profile/profile-screen.tsx') },
  { path: '/members/{username}', screens: signedIn('src/screens/member/member-screen.tsx') },
  { path: '/reports', screens: signedIn('src/screens/my-reports/my-reports-screen.tsx') },
  { path: '/reports/{id}', screens: signedIn('src/screens/report/report-screen.tsx') },
  { path: '/support', screens: signedIn('src/screens/support/support-screen.tsx') },
  { path: '/support/{id}', screens: signedIn('src/screens/support-request/support-request-screen.tsx') },
  { path: '/subscription', screens: signedIn('src/screens/subscription/subscription-screen.tsx') },
  { path: '/analytics', screens: signedIn('src/screens/analytics/analytics-screen.tsx') },
  { path: '/admin', screens: ['src/screens/admin-login/admin-login-screen.tsx'] },
  { path: '/admin/sign-in-link', screens: ['src/screens/admin-sign-in-link/admin-sign-in-link-screen.tsx'] },
  { path: '/admin/dashboard', screens: ['src/screens/admin-dashboard/admin-dashboard-screen.tsx'] },
  { path: '/no-such-page (404)', screens: ['src/app/layout/app-layout.tsx', 'src/screens/not-found/not-found-screen.tsx'] },
];

/** Every lazy chunk that is not a screen: when it loads. The report lists each with its size. */
export const LOADED_LATER: LaterLoad[] = [
  { src: '../node_modules/qrcode/lib/browser.js', when: 'the admin settings tab, when an administrator sets up two-factor authentication (its QR code)' },
  { src: 'src/main.tsx', when: 'How It Works as the server sends it, loaded by someone signed in: the app starts in its place' },
  { src: 'src/api/persisted-cache.ts', when: 'signed-in screens, after the first paint (before it on a return visit)' },
  { src: 'src/features/notifications/api/stream.ts', when: 'signed-in screens, after the first paint' },
  { src: 'src/features/matches/logic/stored-claims.ts', when: 'the dashboard, when a claim is made or the matches fail to load' },
  { src: 'src/features/reports/components/report-dialog.tsx', when: 'a match card, on the first click of Report a problem' },
  { src: 'src/features/support/components/support-request-form.tsx', when: 'a match card, on the first click of Contact support' },
];
