/**
 * Every route of both specs, at phone, tablet and desktop widths, signed out and signed in (the
 * admin routes as the development administrator): no sideways scrolling, no serious or critical
 * axe violation, a title of its own, and a screenshot of each under the test output.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

type Visit = { path: string; label: string; admin?: boolean; signedOut: RegExp; signedIn: RegExp };

const VISITS: Visit[] = [
  { path: '/', label: 'landing', signedOut: /\/$/, signedIn: /\/dashboard$/ },
  { path: '/onboarding', label: 'onboarding', signedOut: /\/onboarding$/, signedIn: /\/dashboard$/ },
  { path: '/onboarding?mode=login', label: 'onboarding-login', signedOut: /\/onboarding\?mode=login$/, signedIn: /\/dashboard$/ },
  { path: '/how-it-works', label: 'how-it-works', signedOut: /\/how-it-works$/, signedIn: /\/how-it-works$/ },
  { path: '/privacy', label: 'privacy', signedOut: /\/privacy$/, signedIn: /\/privacy$/ },
  { path: '/terms', label: 'terms', signedOut: /\/terms$/, signedIn: /\/terms$/ },
  { path: '/disclosure', label: 'disclosure', signedOut: /\/disclosure$/, signedIn: /\/disclosure$/ },
  { path: '/verify-email?token=not-a-real-token', label: 'verify-email', signedOut: /\/verify-email\?token=not-a-real-token$/, signedIn: /\/verify-email\?token=not-a-real-token$/ },
  { path: '/unsubscribe?token=not-a-real-token', label: 'unsubscribe', signedOut: /\/unsubscribe\?token=not-a-real-token$/, signedIn: /\/unsubscribe\?token=not-a-real-token$/ },
  { path: '/forgot-password', label: 'forgot-password', signedOut: /\/forgot-password$/, signedIn: /\/forgot-password$/ },
  { path: '/reset-password?token=not-a-real-token', label: 'reset-password', signedOut: /\/reset-password\?token=not-a-real-token$/, signedIn: /\/reset-password\?token=not-a-real-token$/ },
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

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

type Tokens = { user: string; admin: string };

/**
 * One person and one administrator session for the whole sweep, kept in the run's data directory:
 * Playwright starts a new worker after each failure, and signing in afresh every time would trip
 * the sign-in throttling.
 */
const tokensFile = path.join(process.env.E2E_DATA_DIR ?? 'data-e2e', 'every-screen-sessions.json');

async function sessionTokens(page: Page): Promise<Tokens> {
  const fresh = fs.existsSync(tokensFile) && Date.now() - fs.statSync(tokensFile).mtimeMs < 60 * 60 * 1000;
  if (fresh) return JSON.parse(fs.readFileSync(tokensFile, 'utf8')) as Tokens;
  const unique = randomUUID().slice(0, 8);
  const person = { email: `sweep-${unique}@example.com`, username: `sweep_${unique}`, password: 'a-good-password' };
  expect((await page.request.post('/api/auth/register', { data: person })).status()).toBe(201);
  const login = await page.request.post('/api/auth/login', { data: { email: person.email, password: person.password } });
  expect(login.status()).toBe(200);
  const adminLogin = await page.request.post('/api/admin/login', { data: { username: 'admin', password: 'admin12345' } });
  expect(adminLogin.status()).toBe(200);
  const tokens: Tokens = {
    user: ((await login.json()) as { access_token: string }).access_token,
    admin: ((await adminLogin.json()) as { access_token: string }).access_token,
  };
  fs.mkdirSync(path.dirname(tokensFile), { recursive: true });
  fs.writeFileSync(tokensFile, JSON.stringify(tokens));
  return tokens;
}

/** Stores the session before the app starts, as the app itself would after signing in. */
async function signIn(page: Page, visit: Visit): Promise<void> {
  const { user, admin } = await sessionTokens(page);
  const items: [string, string][] = visit.admin ? [['adminToken', admin], ['isAdmin', 'true']] : [['authToken', user]];
  await page.addInitScript((entries) => entries.forEach(([key, value]) => window.localStorage.setItem(key, value)), items);
}

/** Waits for the screen to settle: its main landmark is there and nothing says it is still loading. */
async function settle(page: Page): Promise<void> {
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

for (const viewport of VIEWPORTS) {
  for (const signedIn of [false, true]) {
    test.describe(`${viewport.name} ${viewport.width}px, ${signedIn ? 'signed in' : 'signed out'}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      for (const visit of VISITS) {
        test(`${visit.label} ${visit.path}`, async ({ page }, testInfo) => {
          if (signedIn) await signIn(page, visit);
          await page.goto(visit.path);
          await expect(page).toHaveURL(signedIn ? visit.signedIn : visit.signedOut);
          await settle(page);

          await page.screenshot({ path: testInfo.outputPath(`${visit.label}-${viewport.width}-${signedIn ? 'in' : 'out'}.png`), fullPage: true });

          await expect.soft(page.getByRole('heading', { level: 1 }), 'one h1 per screen').toHaveCount(1);
          const title = await page.title();
          expect.soft(title, 'a document title naming the screen').toMatch(new URL(page.url()).pathname === '/' ? /^Referral Exchange$/ : /^.+ · Referral Exchange$/);

          const overflow = await horizontalOverflow(page);
          expect(overflow.scrollWidth, `horizontal overflow from ${overflow.widest.join(', ')}`).toBeLessThanOrEqual(overflow.clientWidth);
          await expectAccessible(page);
        });
      }
    });
  }
}
