/**
 * Every screen under visual review: each route at phone, tablet and desktop widths, in the light
 * and the dark theme, on the seeded marketplace (e2e/visual/seed.ts) shown on a fixed calendar,
 * compared with the committed baselines in e2e/visual/baselines (`npm run screens:update` writes
 * them again). Signed out for the public routes, as Riley (who has data) for the signed-in ones, as
 * the administrator for each admin tab, and with the bell, a confirm dialog and the header's menu
 * open. Each screen also has one h1, a title of its own, no sideways scroll and no serious or
 * critical axe violation.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, settleAnimations, test } from '../support/fixtures.ts';
import { PUBLIC_VISITS, VIEWPORTS, expectHeadingAndTitle, expectNoSidewaysScroll, settle, storeSession } from '../support/screens.ts';
import { PEOPLE, readSeeded, useFixedCalendar, type Seeded } from './seeded.ts';

type Screen = {
  name: string;
  path: string | ((seeded: Seeded) => string);
  as: 'visitor' | 'person' | 'admin';
  /** Where the screen is, when not at its path. */
  url?: RegExp;
  /** Opens a state on the loaded screen (a dialog, a menu); answers false when the screen has no such state at this width. */
  open?: (page: Page) => Promise<boolean>;
  /** Closes it again, without doing what it offers. */
  close?: (page: Page) => Promise<void>;
  /** Pictured down to its end (the default), or only its window (a long page of text in a shared layout; a menu over the screen). */
  fullPage?: boolean;
  /** The part pictured, when not the page (a dialog, wherever the page is scrolled under it). */
  picture?: (page: Page) => Locator;
};

/** Pages of legal text: their first window shows their layout; the whole page is still checked below. */
const LONG_TEXT = new Set(['privacy', 'terms', 'disclosure']);

const ADMIN_TABS = ['apps', 'settings', 'users', 'reports', 'support', 'audit'] as const;
const PROFILE_TABS = ['security', 'notifications', 'danger-zone'] as const;

const SCREENS: Screen[] = [
  ...PUBLIC_VISITS.map((visit): Screen => ({ name: visit.label, path: visit.path, as: 'visitor', url: visit.signedOut, fullPage: !LONG_TEXT.has(visit.label) })),
  ...['dashboard', 'my-apps', 'notifications', 'profile', 'reports', 'support', 'analytics'].map((name): Screen => ({ name, path: `/${name}`, as: 'person' })),
  ...PROFILE_TABS.map((tab): Screen => ({ name: `profile-${tab}`, path: `/profile?tab=${tab}`, as: 'person' })),
  { name: 'member', path: `/members/${PEOPLE.sam.username}`, as: 'person' },
  { name: 'report', path: (seeded) => `/reports/${seeded.reportId}`, as: 'person' },
  { name: 'support-request', path: (seeded) => `/support/${seeded.supportRequestId}`, as: 'person' },
  ...ADMIN_TABS.map((tab): Screen => ({ name: `admin-${tab}`, path: `/admin/dashboard?tab=${tab}`, as: 'admin' })),
  {
    name: 'dashboard-bell-open',
    fullPage: false,
    path: '/dashboard',
    as: 'person',
    open: async (page) => {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByRole('region', { name: 'Recent notifications' }).or(page.getByLabel('Recent notifications'))).toBeVisible();
      return true;
    },
    close: (page) => page.keyboard.press('Escape'),
  },
  {
    name: 'dashboard-cancel-dialog',
    picture: (page) => page.getByRole('dialog', { name: 'Cancel this referral?' }),
    path: '/dashboard',
    as: 'person',
    open: async (page) => {
      // The match cards are in Your Referrals, a closed panel on a phone.
      const referrals = page.getByRole('heading', { name: 'Your Referrals', level: 2 }).getByRole('button');
      if ((await referrals.count()) > 0 && (await referrals.getAttribute('aria-expanded')) === 'false') await referrals.click();
      await page.getByRole('button', { name: 'Cancel Referral for Monzo' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Cancel this referral?' })).toBeVisible();
      return true;
    },
    close: async (page) => {
      await page.getByRole('dialog', { name: 'Cancel this referral?' }).getByRole('button', { name: 'Keep Referral' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  },
  {
    name: 'dashboard-menu-open',
    fullPage: false,
    path: '/dashboard',
    as: 'person',
    // The header's menu, where the header has one at this width.
    open: async (page) => {
      const menu = page.getByRole('banner').getByRole('button', { name: /menu/i });
      if (!(await menu.isVisible())) return false;
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      return true;
    },
    close: (page) => page.keyboard.press('Escape'),
  },
];

/** Waits until the screen is ready to picture: settled, its fonts and every image loaded (lazy ones below the fold too), scrolled through once. */
async function atRest(page: Page): Promise<void> {
  await settle(page);
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(async () => {
    const loading = [...document.images].filter((image) => image.getClientRects().length > 0 && !image.complete);
    const loaded = loading.map((image) => {
      image.loading = 'eager';
      return new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      });
    });
    await Promise.race([Promise.all(loaded), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  });
  // What appears as it is scrolled into view shows in a full-page picture only once scrolled to.
  // Instantly: the page scrolls smoothly otherwise, and would be pictured on its way back up.
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

/** What changes between runs however the data is made: none on these screens yet (times are on the fixed calendar). */
const changing = (_page: Page): Locator[] => [];

const THEMES = ['light', 'dark'] as const;

test.describe('every screen', () => {
  test.use({ colorScheme: 'light', locale: 'en-GB', timezoneId: 'Europe/London' });
  // Three widths in two themes, each pictured and checked with axe: on a busy machine a long screen takes a while.
  test.describe.configure({ timeout: 240_000 });

  for (const screen of SCREENS) {
    test(screen.name, async ({ page }) => {
      const seeded = readSeeded();
      await useFixedCalendar(page, seeded.startedAt);
      if (screen.as === 'person') await storeSession(page, { user: seeded.tokens.riley });
      if (screen.as === 'admin') await storeSession(page, { admin: seeded.tokens.admin });
      const path = typeof screen.path === 'function' ? screen.path(seeded) : screen.path;

      for (const viewport of VIEWPORTS) {
        await test.step(`${viewport.width}px`, async () => {
          await page.emulateMedia({ colorScheme: 'light' });
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await page.goto(path);
          await expect(page).toHaveURL(screen.url ?? new RegExp(`${path.replace(/[?]/g, '\\$&')}$`));
          await atRest(page);
          if (screen.open && !(await screen.open(page))) return;
          await expectHeadingAndTitle(page);
          await expectNoSidewaysScroll(page);
          // One visit, both themes: the theme follows the system's setting, so the page changes in place.
          for (const colorScheme of THEMES) {
            await page.emulateMedia({ colorScheme });
            // A panel or dialog rises in, colours move to the theme's: pictured once still.
            await settleAnimations(page);
            const name = `${screen.name}-${viewport.width}-${colorScheme}.png`;
            // A full-page picture of a long phone screen took over 10 s once in CI, beside the other browser tests.
            const options = { animations: 'disabled', maxDiffPixelRatio: 0.01, mask: changing(page), timeout: 30_000 } as const;
            if (screen.picture) await expect.soft(screen.picture(page)).toHaveScreenshot(name, options);
            else await expect.soft(page).toHaveScreenshot(name, { ...options, fullPage: screen.fullPage ?? true });
            await expectAccessible(page);
          }
          await screen.close?.(page);
        });
      }
    });
  }
});
