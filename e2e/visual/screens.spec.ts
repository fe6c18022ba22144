/**
 * Every screen under visual review: each route at phone, tablet and desktop widths (one visit,
 * the window widened from the phone's), in the light and the dark theme, on the seeded marketplace
 * (e2e/visual/seed.ts) shown on a fixed calendar, compared with the committed baselines in e2e/visual/baselines (`npm run screens:update` writes
 * them again). Signed out for the public routes, as Riley (who has data) for the signed-in ones, as
 * the administrator for each admin tab, and with the bell, a confirm dialog and the header's menu
 * open. Each screen also has one h1, a title of its own and no sideways scroll at every width, and
 * no serious or critical axe violation in either theme.
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
  /** A dialog's primary action: on a 360 x 640 phone it must be in view without scrolling. */
  primary?: (page: Page) => Locator;
  /** Shown with paid features on (the plan, the upgrade), switched on for this screen and off after it. */
  paidFeatures?: boolean;
};

/** Pages of legal text: their first window shows their layout; the whole page is still checked below. */
const LONG_TEXT = new Set(['privacy', 'terms', 'disclosure']);

const ADMIN_TABS = ['apps', 'settings', 'users', 'reports', 'support', 'audit'] as const;

/** Opens Your Referrals where it is a closed panel (on a phone), for a match card's button. */
async function openReferrals(page: Page): Promise<void> {
  const referrals = page.getByRole('heading', { name: 'Your Referrals', level: 2 }).getByRole('button');
  if ((await referrals.count()) > 0 && (await referrals.getAttribute('aria-expanded')) === 'false') await referrals.click();
}

/** A screen with a dialog opened by a button, pictured as the dialog, closed again by its way out. */
function dialogScreen(
  name: string,
  path: string,
  opener: (page: Page) => Locator,
  title: string,
  primary: string,
  wayOut: string,
  extra: Partial<Screen> = {},
): Screen {
  const dialog = (page: Page) => page.getByRole('dialog', { name: title });
  return {
    name,
    path,
    as: 'person',
    picture: dialog,
    primary: (page) => dialog(page).getByRole('button', { name: primary, exact: true }),
    open: async (page) => {
      await openReferrals(page);
      await opener(page).first().click();
      await expect(dialog(page)).toBeVisible();
      return true;
    },
    close: async (page) => {
      await dialog(page).getByRole('button', { name: wayOut, exact: true }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
    ...extra,
  };
}
const PROFILE_TABS = ['security', 'notifications', 'danger-zone'] as const;

const SCREENS: Screen[] = [
  ...PUBLIC_VISITS.map((visit): Screen => ({
    name: visit.label,
    path: visit.path,
    as: 'visitor',
    url: visit.signedOut,
    fullPage: !LONG_TEXT.has(visit.label),
  })),
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
    primary: (page) => page.getByRole('dialog', { name: 'Cancel this referral?' }).getByRole('button', { name: 'Cancel Referral', exact: true }),
    path: '/dashboard',
    as: 'person',
    open: async (page) => {
      // The match cards are in Your Referrals, a closed panel on a phone.
      await openReferrals(page);
      await page.getByRole('button', { name: 'Cancel Referral for Monzo' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Cancel this referral?' })).toBeVisible();
      return true;
    },
    close: async (page) => {
      await page.getByRole('dialog', { name: 'Cancel this referral?' }).getByRole('button', { name: 'Keep Referral' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  },
  { name: 'subscription', path: '/subscription', as: 'person', paidFeatures: true },
  { name: 'profile-subscription', path: '/profile?tab=subscription', as: 'person', paidFeatures: true },
  dialogScreen(
    'dashboard-upgrade-dialog',
    '/dashboard',
    (page) => page.getByRole('region', { name: 'Your summary' }).getByRole('button', { name: 'Upgrade' }),
    'Upgrade to Premium',
    'Upgrade to Premium',
    'Maybe later',
    {
      paidFeatures: true,
    },
  ),
  dialogScreen(
    'dashboard-reward-amount-dialog',
    '/dashboard',
    (page) => page.getByRole('button', { name: 'Confirm Receipt for Trading 212' }),
    'Confirm Your Reward Amount',
    'Confirm Receipt',
    'Cancel',
  ),
  dialogScreen(
    'my-apps-delete-code-dialog',
    '/my-apps',
    (page) => page.getByRole('button', { name: 'Delete Code for Wise' }),
    'Delete Referral Code',
    'Delete',
    'Cancel',
    {
      // Delete Code shows in the list's Edit mode.
      open: async (page) => {
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        await page.getByRole('button', { name: 'Delete Code for Wise' }).click();
        await expect(page.getByRole('dialog', { name: 'Delete Referral Code' })).toBeVisible();
        return true;
      },
      // Cancelled, then out of Edit mode again, as the next width opens it afresh.
      close: async (page) => {
        await page.getByRole('dialog', { name: 'Delete Referral Code' }).getByRole('button', { name: 'Cancel', exact: true }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await page.getByRole('button', { name: 'Done', exact: true }).click();
      },
    },
  ),
  dialogScreen(
    'profile-delete-account-dialog',
    '/profile?tab=danger-zone',
    (page) => page.getByRole('main').getByRole('button', { name: 'Delete Account' }),
    'Delete Account',
    'Delete Account',
    'Cancel',
  ),
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

/**
 * What changes between runs however the data is made (times are on the fixed calendar): the ids the
 * database draws at random, where a screen shows one (the audit log names what each entry changed).
 */
const changing = (page: Page): Locator[] => [page.locator('code').filter({ hasText: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/ })];

const THEMES = ['light', 'dark'] as const;
const AXE_WIDTH: Record<(typeof THEMES)[number], number> = { light: 1280, dark: 360 };

test.describe('every screen', () => {
  test.use({ colorScheme: 'light', locale: 'en-GB', timezoneId: 'Europe/London' });
  // Three widths in two themes, each pictured and checked with axe: on a busy machine a long screen takes a while.
  test.describe.configure({ timeout: 240_000 });

  for (const screen of SCREENS) {
    test(screen.name, async ({ page }) => {
      const seeded = readSeeded();
      await useFixedCalendar(page, seeded.startedAt);
      if (screen.paidFeatures) await setPaidFeatures(page, seeded.tokens.admin, true);
      try {
        if (screen.as === 'person') await storeSession(page, { user: seeded.tokens.riley });
        if (screen.as === 'admin') await storeSession(page, { admin: seeded.tokens.admin });
        const path = typeof screen.path === 'function' ? screen.path(seeded) : screen.path;

        // One visit, three widths: the window is resized as a person turns a tablet or widens a window.
        for (const [index, viewport] of VIEWPORTS.entries()) {
          await test.step(`${viewport.width}px`, async () => {
            await page.emulateMedia({ colorScheme: 'light' });
            await page.setViewportSize({ width: viewport.width, height: viewport.height });
            if (index === 0) {
              await page.goto(path);
              await expect(page).toHaveURL(screen.url ?? new RegExp(`${path.replace(/[?]/g, '\\$&')}$`));
            }
            await atRest(page);
            if (screen.open && !(await screen.open(page))) return;
            // A panel or dialog that rises in is pictured once it has arrived: the screenshot's own
            // animations: 'disabled' once pictured the bell's panel stopped at its first frame.
            if (screen.open) await settleAnimations(page);
            await expectHeadingAndTitle(page);
            await expectNoSidewaysScroll(page);
            // One visit, both themes: the theme follows the system's setting, so the page changes in place.
            for (const colorScheme of THEMES) {
              // Colours moving to the theme's are pictured at their end: the picture finishes every
              // finite animation first (animations: 'disabled').
              await page.emulateMedia({ colorScheme });
              const name = `${screen.name}-${viewport.width}-${colorScheme}.png`;
              // A full-page picture of a long phone screen took over 10 s once in CI, beside the other browser tests.
              const options = { animations: 'disabled', maxDiffPixelRatio: 0.01, mask: changing(page), timeout: 30_000 } as const;
              if (screen.picture) await expect.soft(screen.picture(page)).toHaveScreenshot(name, options);
              else await expect.soft(page).toHaveScreenshot(name, { ...options, fullPage: screen.fullPage ?? true });
              // axe once per theme: the light one on a desktop, the dark one on a phone (the widths
              // change the layout, not the colours; every width is still pictured and checked for overflow).
              if (AXE_WIDTH[colorScheme] === viewport.width) await expectAccessible(page, { atRest: true });
            }
            // On a short phone (360 x 640) a dialog's action is in view without scrolling.
            if (screen.primary && viewport.width === 360) {
              await page.setViewportSize({ width: 360, height: 640 });
              const box = await screen.primary(page).boundingBox();
              expect(box, `${screen.name}: the dialog's action is shown`).not.toBeNull();
              expect(box!.y + box!.height, `${screen.name}: the dialog's action is in view on a 360 x 640 screen`).toBeLessThanOrEqual(640);
            }
            await screen.close?.(page);
          });
        }
      } finally {
        if (screen.paidFeatures) await setPaidFeatures(page, seeded.tokens.admin, false);
      }
    });
  }
});

/** Paid features on or off, as the administrator switches them (on this worker's own server, which runs one screen at a time, so no other screen sees it). */
async function setPaidFeatures(page: Page, adminToken: string, enabled: boolean): Promise<void> {
  const answer = await page.request.put('/api/admin/system-settings/paid_features_enabled', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { setting_value: enabled },
  });
  expect(answer.status()).toBe(200);
}
