/**
 * Every screen of the user-side spec (and the admin dashboard) at 360 px with realistic long data
 * (e2e/long-data.ts): the page never scrolls sideways and nothing sticks out of the viewport. Long
 * words change the layout, not the roles, names or colours axe checks: each screen is scanned in
 * each theme by the visual sweep (e2e/visual/screens.spec.ts), not again here.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { createLongData, type LongData } from '../support/long-data.ts';
import { measureOverflow } from '../support/overflow.ts';

type Who = 'visitor' | 'referrer' | 'referee' | 'admin';
type Visit = { label: string; path: string; who: Who; then?: (page: Page, data: LongData) => Promise<void> };

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

const VISITS: Visit[] = [
  { label: 'landing', path: '/', who: 'visitor' },
  { label: 'how it works', path: '/how-it-works', who: 'visitor' },
  { label: 'onboarding platforms', path: '/onboarding', who: 'visitor' },
  {
    label: 'onboarding link step with the long app and link',
    path: '/onboarding',
    who: 'visitor',
    then: async (page, data) => {
      await page.getByRole('button', { name: data.appName, exact: true }).click();
      await page.getByRole('button', { name: 'Continue to Referral Codes' }).click();
      await page.getByLabel(`Your ${data.appName} referral link`, { exact: true }).fill(data.link);
      await expect(page.getByText(`Valid link. Your code: ${data.code}`)).toBeVisible();
    },
  },
  { label: 'onboarding sign-in', path: '/onboarding?mode=login', who: 'visitor' },
  { label: 'admin sign-in', path: '/admin', who: 'visitor' },
  { label: 'not found', path: '/no-such-page', who: 'visitor' },

  {
    label: 'referrer dashboard, claimed from me',
    path: '/dashboard',
    who: 'referrer',
    then: async (page) => {
      await unfold(page, page.locator('h2 > button[aria-expanded="false"]'));
      await page.getByRole('tab', { name: 'Claimed from Me' }).click();
      await unfold(page, page.getByRole('button', { name: /^Show details for / }));
    },
  },
  { label: 'referrer notification bell', path: '/dashboard', who: 'referrer', then: (page) => bell(page).click() },
  { label: 'referrer codes', path: '/my-apps', who: 'referrer' },
  {
    label: 'referrer codes, editing',
    path: '/my-apps',
    who: 'referrer',
    then: async (page) => {
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
    },
  },
  { label: 'referrer notifications', path: '/notifications', who: 'referrer' },
  { label: 'referrer profile', path: '/profile', who: 'referrer' },
  { label: 'referrer danger zone', path: '/profile?tab=danger-zone', who: 'referrer' },
  { label: 'referrer subscription', path: '/subscription', who: 'referrer' },
  { label: 'referrer how it works', path: '/how-it-works', who: 'referrer' },
  { label: 'referrer add platforms', path: '/onboarding?add=platforms', who: 'referrer' },
  { label: 'referrer not found', path: '/no-such-page', who: 'referrer' },
  { label: 'referrer reports', path: '/reports', who: 'referrer' },
  { label: 'referrer analytics', path: '/analytics', who: 'referrer' },

  {
    label: 'referee dashboard, claimed by me',
    path: '/dashboard',
    who: 'referee',
    then: async (page) => {
      await unfold(page, page.locator('h2 > button[aria-expanded="false"]'));
      await unfold(page, page.getByRole('button', { name: /^Show code (and steps )?for / }));
    },
  },
  { label: 'referee notifications', path: '/notifications', who: 'referee' },
  { label: 'referee codes', path: '/my-apps', who: 'referee' },
  { label: 'referee profile', path: '/profile', who: 'referee' },
  { label: 'referee add platforms', path: '/onboarding?add=platforms', who: 'referee' },
  { label: 'referee reports', path: '/reports', who: 'referee' },
  { label: 'referee analytics', path: '/analytics', who: 'referee' },
  { label: 'referee support', path: '/support', who: 'referee' },
  { label: 'referee support request', path: '/support', who: 'referee', then: (page) => openSupportRequest(page) },
  {
    label: 'referee on the referrer’s member page',
    path: '/dashboard',
    who: 'referee',
    then: async (page, long) => {
      await unfold(page, page.locator('h2 > button[aria-expanded="false"]'));
      await unfold(page, page.getByRole('button', { name: /^Show code (and steps )?for / }));
      await openMemberPage(page, long.referrer.username);
    },
  },

  { label: 'admin apps and offers', path: '/admin/dashboard?tab=apps', who: 'admin' },
  { label: 'admin users', path: '/admin/dashboard?tab=users', who: 'admin' },
  { label: 'admin settings', path: '/admin/dashboard?tab=settings', who: 'admin' },
  { label: 'admin reports', path: '/admin/dashboard?tab=reports', who: 'admin' },
  { label: 'admin support, answered', path: '/admin/dashboard?tab=support&status=answered', who: 'admin' },
  { label: 'admin audit log', path: '/admin/dashboard?tab=audit', who: 'admin' },
];

/** Follows the link to a member's page from the match card, as a person would. */
/** Opens what the dashboard folds on a phone (its panels, a match's details) one by one, so the long data is on screen. */
async function unfold(page: Page, closed: Locator): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Available Offers' })).toBeVisible();
  while ((await closed.count()) > 0) await closed.first().click();
}

async function openMemberPage(page: Page, username: string): Promise<void> {
  await page.getByRole('link', { name: username }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
}

/** Opens the person's support request from their list. */
async function openSupportRequest(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'My support requests' }).getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Messages' })).toBeVisible();
}

let data: LongData | null = null;

async function longData(page: Page): Promise<LongData> {
  data ??= await createLongData(page.request);
  return data;
}

/** Stores the session before the app starts, as the app itself would after signing in. */
async function signIn(page: Page, who: Who, longData: LongData): Promise<void> {
  if (who === 'visitor') return;
  const items: [string, string][] =
    who === 'admin'
      ? [
          ['adminToken', longData.adminToken],
          ['isAdmin', 'true'],
        ]
      : [['authToken', longData[who].token]];
  await page.addInitScript((entries) => entries.forEach(([key, value]) => window.localStorage.setItem(key, value)), items);
}

async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^(Loading|Authenticating)/ })).toHaveCount(0, { timeout: 15_000 });
}

test.describe('360 px with long data', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const visit of VISITS) {
    test(`${visit.label} (${visit.path})`, async ({ page }) => {
      const long = await longData(page);
      await signIn(page, visit.who, long);
      await page.goto(visit.path);
      await settle(page);
      await visit.then?.(page, long);

      const overflow = await measureOverflow(page);
      expect.soft(overflow.sticking, 'elements sticking out of the viewport').toEqual([]);
      expect.soft(overflow.spilling, 'text running out of its box').toEqual([]);
      expect(overflow.scrollWidth, `page wider than the window, from ${overflow.sticking.join(', ')}`).toBeLessThanOrEqual(overflow.innerWidth);
    });
  }
});
