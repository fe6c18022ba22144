/**
 * The screens both sweeps visit (e2e/screens/every-screen.spec.ts with a fresh person, and
 * e2e/visual/screens.spec.ts with seeded data) and the checks every screen passes.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export type Visit = { path: string; label: string; admin?: boolean; signedOut: RegExp; signedIn: RegExp };

/** Every route of both specs, with where it lands signed out and signed in. */
export const VISITS: Visit[] = [
  { path: '/', label: 'landing', signedOut: /\/$/, signedIn: /\/dashboard$/ },
  { path: '/onboarding', label: 'onboarding', signedOut: /\/onboarding$/, signedIn: /\/dashboard$/ },
  { path: '/onboarding?mode=login', label: 'onboarding-login', signedOut: /\/onboarding\?mode=login$/, signedIn: /\/dashboard$/ },
  { path: '/how-it-works', label: 'how-it-works', signedOut: /\/how-it-works$/, signedIn: /\/how-it-works$/ },
  // The catalogue's public pages, rendered on the server (docs/decisions/screens.md).
  { path: '/apps', label: 'apps', signedOut: /\/apps$/, signedIn: /\/apps$/ },
  { path: '/apps/category/banking', label: 'apps-category', signedOut: /\/apps\/category\/banking$/, signedIn: /\/apps\/category\/banking$/ },
  { path: '/apps/monzo', label: 'app-page', signedOut: /\/apps\/monzo$/, signedIn: /\/apps\/monzo$/ },
  { path: '/privacy', label: 'privacy', signedOut: /\/privacy$/, signedIn: /\/privacy$/ },
  { path: '/terms', label: 'terms', signedOut: /\/terms$/, signedIn: /\/terms$/ },
  { path: '/disclosure', label: 'disclosure', signedOut: /\/disclosure$/, signedIn: /\/disclosure$/ },
  {
    path: '/verify-email?token=not-a-real-token',
    label: 'verify-email',
    signedOut: /\/verify-email\?token=not-a-real-token$/,
    signedIn: /\/verify-email\?token=not-a-real-token$/,
  },
  {
    path: '/unsubscribe?token=not-a-real-token',
    label: 'unsubscribe',
    signedOut: /\/unsubscribe\?token=not-a-real-token$/,
    signedIn: /\/unsubscribe\?token=not-a-real-token$/,
  },
  { path: '/forgot-password', label: 'forgot-password', signedOut: /\/forgot-password$/, signedIn: /\/forgot-password$/ },
  {
    path: '/reset-password?token=not-a-real-token',
    label: 'reset-password',
    signedOut: /\/reset-password\?token=not-a-real-token$/,
    signedIn: /\/reset-password\?token=not-a-real-token$/,
  },
  { path: '/dashboard', label: 'dashboard', signedOut: /\/$/, signedIn: /\/dashboard$/ },
  { path: '/my-apps', label: 'my-apps', signedOut: /\/$/, signedIn: /\/my-apps$/ },
  { path: '/notifications', label: 'notifications', signedOut: /\/$/, signedIn: /\/notifications$/ },
  { path: '/profile', label: 'profile', signedOut: /\/$/, signedIn: /\/profile$/ },
  { path: '/members/no_such_member', label: 'member', signedOut: /\/$/, signedIn: /\/members\/no_such_member$/ },
  { path: '/reports', label: 'my-reports', signedOut: /\/$/, signedIn: /\/reports$/ },
  {
    path: '/reports/00000000-0000-4000-8000-000000000000',
    label: 'report',
    signedOut: /\/$/,
    signedIn: /\/reports\/00000000-0000-4000-8000-000000000000$/,
  },
  { path: '/support', label: 'support', signedOut: /\/$/, signedIn: /\/support$/ },
  {
    path: '/support/00000000-0000-4000-8000-000000000000',
    label: 'support-request',
    signedOut: /\/$/,
    signedIn: /\/support\/00000000-0000-4000-8000-000000000000$/,
  },
  { path: '/subscription', label: 'subscription', signedOut: /\/$/, signedIn: /\/(subscription|profile\?tab=subscription|profile|dashboard)$/ },
  { path: '/analytics', label: 'analytics', signedOut: /\/$/, signedIn: /\/analytics$/ },
  { path: '/admin', label: 'admin', admin: true, signedOut: /\/admin$/, signedIn: /\/admin(\/dashboard)?$/ },
  { path: '/admin/dashboard', label: 'admin-dashboard', admin: true, signedOut: /\/admin$/, signedIn: /\/admin\/dashboard$/ },
  { path: '/no-such-page', label: 'not-found', signedOut: /\/no-such-page$/, signedIn: /\/no-such-page$/ },
];

/** The routes a visitor sees as themselves, signed out (the others send them to the landing page or the admin sign-in). */
export const PUBLIC_VISITS = VISITS.filter((visit) => visit.signedOut.test(visit.path));

export const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Waits for the screen to settle: its main landmark is there and nothing says it is still loading. */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^(Loading|Authenticating)/ })).toHaveCount(0, { timeout: 15_000 });
}

async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number; widest: string[] }> {
  return page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    // The elements sticking out past the right edge, to say where an overflow comes from.
    const widest = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > clientWidth + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 4).join('.')}`);
    return { scrollWidth, clientWidth, widest };
  });
}

/** No sideways scrolling at the window's width. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await horizontalOverflow(page);
  expect(overflow.scrollWidth, `horizontal overflow from ${overflow.widest.join(', ')}`).toBeLessThanOrEqual(overflow.clientWidth);
}

/** One h1 and a document title naming the screen (soft: the other checks still run). */
export async function expectHeadingAndTitle(page: Page): Promise<void> {
  await expect.soft(page.getByRole('heading', { level: 1 }), 'one h1 per screen').toHaveCount(1);
  const title = await page.title();
  expect.soft(title, 'a document title naming the screen').toMatch(new URL(page.url()).pathname === '/' ? /^Referral Exchange$/ : /^.+ · Referral Exchange$/);
}

/** Stores a session before the app starts, as the app itself does after signing in: a person's token, or the administrator's. */
export async function storeSession(page: Page, session: { user: string } | { admin: string }): Promise<void> {
  const items: [string, string][] =
    'admin' in session
      ? [
          ['adminToken', session.admin],
          ['isAdmin', 'true'],
        ]
      : [['authToken', session.user]];
  await page.addInitScript((entries) => entries.forEach(([key, value]) => window.localStorage.setItem(key, value)), items);
}
